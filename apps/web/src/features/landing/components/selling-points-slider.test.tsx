import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANDING_SLIDER_INTERVAL_MS, type SellingPoint } from '@travel/contracts';
import { renderUi } from '../../../testing/render';
import { SellingPointsSlider } from './selling-points-slider';

function point(title: string): SellingPoint {
  return {
    title: { en: title, pt: `${title} (pt)`, es: `${title} (es)` },
    description: { en: `About ${title}`, pt: `Sobre ${title}`, es: `Sobre ${title}` },
    image: null,
  };
}

const POINTS = [point('Itineraries'), point('Net rates'), point('Campaigns')];
const shownTitle = () => screen.getByRole('heading', { level: 2 }).textContent;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('SellingPointsSlider', () => {
  it('moves on every 3 seconds (spec section 9), wrapping to the first', () => {
    expect(LANDING_SLIDER_INTERVAL_MS).toBe(3_000);
    renderUi(<SellingPointsSlider points={POINTS} />);
    expect(shownTitle()).toBe('Itineraries');
    advance(2_999);
    expect(shownTitle()).toBe('Itineraries');
    advance(1);
    expect(shownTitle()).toBe('Net rates');
    advance(3_000);
    expect(shownTitle()).toBe('Campaigns');
    advance(3_000);
    expect(shownTitle()).toBe('Itineraries');
  });

  it('stays on a slide while paused or hovered, and moves again when played', () => {
    renderUi(<SellingPointsSlider points={POINTS} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    advance(9_000);
    expect(shownTitle()).toBe('Itineraries');
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    advance(3_000);
    expect(shownTitle()).toBe('Net rates');

    fireEvent.mouseEnter(screen.getByRole('region', { name: 'Why agencies choose us' }));
    advance(9_000);
    expect(shownTitle()).toBe('Net rates');
    fireEvent.mouseLeave(screen.getByRole('region', { name: 'Why agencies choose us' }));
    advance(3_000);
    expect(shownTitle()).toBe('Campaigns');
  });

  it('goes to a slide by its dot and steps with Previous and Next', () => {
    renderUi(<SellingPointsSlider points={POINTS} />);
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(shownTitle()).toBe('Campaigns');
    expect(screen.getByRole('button', { name: 'Go to slide 3' }).getAttribute('aria-current')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(shownTitle()).toBe('Itineraries');
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(shownTitle()).toBe('Campaigns');
  });

  it('does not move with a single selling point', () => {
    renderUi(<SellingPointsSlider points={[point('Only one')]} />);
    advance(9_000);
    expect(shownTitle()).toBe('Only one');
  });
});
