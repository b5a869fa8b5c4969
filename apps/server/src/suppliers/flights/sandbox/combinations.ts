/**
 * Index tuples over ranked lists, best first: ordered by the sum of ranks, so the best
 * options of every slice are paired before worse ones, without building the full product.
 */
export function* rankedTuples(lengths: readonly number[]): Generator<number[]> {
  if (lengths.length === 0 || lengths.some((length) => length === 0)) return;
  const maxSum = lengths.reduce((sum, length) => sum + length - 1, 0);
  for (let sum = 0; sum <= maxSum; sum += 1) yield* tuplesWithSum(lengths, 0, sum, []);
}

function* tuplesWithSum(
  lengths: readonly number[],
  index: number,
  remaining: number,
  prefix: number[],
): Generator<number[]> {
  const length = lengths[index] ?? 0;
  if (index === lengths.length - 1) {
    if (remaining < length) yield [...prefix, remaining];
    return;
  }
  // What the later lists can absorb at most; below that the remaining sum cannot be reached.
  let capacity = 0;
  for (let i = index + 1; i < lengths.length; i += 1) capacity += (lengths[i] ?? 1) - 1;
  for (let rank = Math.max(0, remaining - capacity); rank <= Math.min(remaining, length - 1); rank += 1) {
    prefix.push(rank);
    yield* tuplesWithSum(lengths, index + 1, remaining - rank, prefix);
    prefix.pop();
  }
}
