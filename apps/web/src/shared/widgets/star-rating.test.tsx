import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { renderUi } from '../../testing/render';
import { StarRating } from './star-rating';

beforeAll(() => i18n.loadNamespaces('widgets'));

async function rendered(value: number) {
  renderUi(<StarRating value={value} />);
  const image = await screen.findByRole('img');
  return {
    name: image.getAttribute('aria-label'),
    filled: image.querySelectorAll('svg[data-filled]').length,
    stars: image.querySelectorAll('svg').length,
  };
}

describe('StarRating', () => {
  it("reads '4 out of 5 stars' and fills four of five stars", async () => {
    expect(await rendered(4)).toEqual({ name: '4 out of 5 stars', filled: 4, stars: 5 });
  });

  it('rounds to whole stars', async () => {
    expect(await rendered(3.5)).toEqual({ name: '4 out of 5 stars', filled: 4, stars: 5 });
  });

  it('rounds down below the half', async () => {
    expect(await rendered(2.4)).toEqual({ name: '2 out of 5 stars', filled: 2, stars: 5 });
  });

  it('clamps ratings above 5', async () => {
    expect(await rendered(9)).toEqual({ name: '5 out of 5 stars', filled: 5, stars: 5 });
  });

  it('clamps negative ratings to 0', async () => {
    expect(await rendered(-1)).toEqual({ name: '0 out of 5 stars', filled: 0, stars: 5 });
  });

  it('shows NaN as 0 stars', async () => {
    expect(await rendered(Number.NaN)).toEqual({ name: '0 out of 5 stars', filled: 0, stars: 5 });
  });

  it('hides the individual stars from screen readers', async () => {
    renderUi(<StarRating value={3} />);
    const image = await screen.findByRole('img', { name: '3 out of 5 stars' });
    expect([...image.querySelectorAll('svg')].every((svg) => svg.getAttribute('aria-hidden') === 'true')).toBe(true);
  });
});
