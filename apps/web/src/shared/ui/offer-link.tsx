import type { ReactNode } from 'react';
import shared from './offer-card.module.css';

export interface OfferLinkProps {
  href: string;
  /** The link's accessible name, naming its offer ('See rooms at Hotel Avenida'). */
  label: string;
  /** Opens a path in the app (a plain link is lighter than the router's, with many cards to draw). */
  onOpen(path: string): void;
  children: ReactNode;
}

/**
 * A result card's link to its offer: a plain click stays in the app; a new tab or window
 * (another button, modifier keys) is the browser's.
 */
export function OfferLink({ href, label, onOpen, children }: OfferLinkProps) {
  return (
    <a
      className={shared.action}
      href={href}
      aria-label={label}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        onOpen(href);
      }}
    >
      {children}
    </a>
  );
}
