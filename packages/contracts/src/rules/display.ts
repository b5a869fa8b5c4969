import { HERO_HEADING_STEPS, TEXT_TRUNCATE_LENGTH } from '../constants';

/** A rating clamped to 0..5 and rounded to a whole star. */
export function clampRating(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.round(Math.min(5, Math.max(0, value)));
}

/** Text cut to `max` characters with an ellipsis; shorter text is unchanged. */
export function truncate(text: string, max: number = TEXT_TRUNCATE_LENGTH): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : text;
}

export type HeadingSize = 'large' | 'medium' | 'small';

/** Hero heading size by length: under 50 characters large, under 100 medium, longer small. */
export function heroHeadingSize(text: string): HeadingSize {
  const [large, medium] = HERO_HEADING_STEPS;
  if (text.length < large) return 'large';
  if (text.length < medium) return 'medium';
  return 'small';
}
