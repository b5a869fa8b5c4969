/**
 * The verticals, in the order of the tab bar: the one list the database, the API, the dashboard
 * and the booking menu are built from.
 */
export const VERTICALS = ['flight', 'hotel', 'car', 'activity'] as const;
export type Vertical = (typeof VERTICALS)[number];

export function isVertical(value: unknown): value is Vertical {
  return (VERTICALS as readonly unknown[]).includes(value);
}
