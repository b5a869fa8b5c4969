import { describe, expect, it } from 'vitest';
import { rankedTuples } from './combinations';

describe('rankedTuples', () => {
  it('yields every tuple once, best rank sum first', () => {
    const tuples = [...rankedTuples([3, 2])];
    expect(tuples).toEqual([
      [0, 0],
      [0, 1],
      [1, 0],
      [1, 1],
      [2, 0],
      [2, 1],
    ]);
  });

  it('covers the full product of several lists', () => {
    const tuples = [...rankedTuples([2, 3, 4])];
    expect(tuples).toHaveLength(24);
    expect(new Set(tuples.map((t) => t.join())).size).toBe(24);
    const sums = tuples.map((t) => t.reduce((a, b) => a + b, 0));
    expect(sums).toEqual([...sums].sort((a, b) => a - b));
  });

  it('yields nothing when a list is empty', () => {
    expect([...rankedTuples([3, 0])]).toEqual([]);
  });
});
