import { useMediaQuery } from '@mantine/hooks';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Itinerary } from '@travel/contracts';
import { createCardText } from '../lib/card-text';
import { cardHeight, ItineraryCard } from './itinerary-card';

const GAP = 12;

export interface ItineraryListProps {
  items: readonly Itinerary[];
  travelerCount: number;
  onSelect(itinerary: Itinerary): void;
}

/**
 * The results, virtualised against the page's own scroll: only the cards near the viewport are
 * in the DOM, so thousands of results cost the same as a screenful. A card's height follows from
 * its number of legs (its stylesheet fixes every line), so nothing is measured in the browser:
 * no layout is forced while a filter change renders.
 */
export function ItineraryList({ items, travelerCount, onSelect }: ItineraryListProps) {
  const { t, i18n } = useTranslation('flights');
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const isNarrow = useMediaQuery('(max-width: 36em)') ?? false;
  const isTiny = useMediaQuery('(max-width: 22.5em)') ?? false;
  const text = useMemo(() => createCardText(t, i18n.language), [t, i18n.language]);

  // The list's distance from the top of the page; content above it can change height (a notice
  // appears, text wraps), which changes the page's height too.
  useLayoutEffect(() => {
    const update = () => {
      const top = (listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
      setScrollMargin((current) => (Math.abs(top - current) > 1 ? top : current));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const estimateSize = useCallback(
    (index: number) => cardHeight(items[index]?.flights.length ?? 1, isNarrow, isTiny) + GAP,
    [items, isNarrow, isTiny],
  );
  const getItemKey = useCallback((index: number) => items[index]?.id ?? index, [items]);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize,
    getItemKey,
    overscan: 1,
    scrollMargin,
  });
  // Heights change with the screen width: drop the sizes worked out for the other layout.
  useLayoutEffect(() => virtualizer.measure(), [virtualizer, isNarrow, isTiny]);

  return (
    <div
      ref={listRef}
      role="list"
      aria-label={t('results.list')}
      style={{ position: 'relative', height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => {
        const itinerary = items[row.index];
        if (!itinerary) return null;
        return (
          <div
            key={row.key}
            role="listitem"
            aria-setsize={items.length}
            aria-posinset={row.index + 1}
            style={{
              position: 'absolute',
              top: 0,
              insetInlineStart: 0,
              width: '100%',
              height: row.size,
              paddingBottom: GAP,
              boxSizing: 'border-box',
              // A card's size never depends on its neighbours: changing one re-lays and repaints it alone.
              contain: 'strict',
              transform: `translateY(${row.start - scrollMargin}px)`,
            }}
          >
            <ItineraryCard itinerary={itinerary} travelerCount={travelerCount} text={text} onSelect={onSelect} />
          </div>
        );
      })}
    </div>
  );
}
