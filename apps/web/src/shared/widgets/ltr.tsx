import type { ReactNode } from 'react';

/**
 * A left-to-right run (a number, time, price, code, phone number, or a line such as
 * 'Lisbon (LIS) → New York (JFK) · 2 travelers'), isolated from the layout's direction: in the
 * right-to-left layout it reads in its own order, with no punctuation or number moved to the
 * other end (WCAG 1.3.2). Inline, so the surrounding block keeps the layout's alignment.
 */
export function Ltr({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}
