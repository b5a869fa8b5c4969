import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

export interface WindowListProps<T> {
  items: readonly T[];
  /** The list's accessible name. */
  label: string;
  /** A row's height in px, gap included; known from the item without measuring it. */
  heightOf(item: T): number;
  keyOf(item: T): string;
  /** Space under each row, inside its height. */
  gap: number;
  renderItem(item: T): ReactNode;
  /** A change that alters every row's height (the screen's width): the sizes are worked out again. */
  layoutKey?: string;
}

/**
 * A result list virtualised against the page's own scroll: only the rows near the viewport are
 * in the DOM, so thousands of results cost the same as a screenful. Row heights come from the
 * items (their stylesheet fixes every line), so nothing is measured in the browser: no layout is
 * forced while a filter change renders.
 */
export function WindowList<T>({ items, label, heightOf, keyOf, gap, renderItem, layoutKey = '' }: WindowListProps<T>) {
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);

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
    (index: number) => {
      const item = items[index];
      return item === undefined ? 0 : heightOf(item);
    },
    [items, heightOf],
  );
  const getItemKey = useCallback(
    (index: number) => {
      const item = items[index];
      return item === undefined ? index : keyOf(item);
    },
    [items, keyOf],
  );
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize,
    getItemKey,
    overscan: 1,
    scrollMargin,
  });
  useLayoutEffect(() => virtualizer.measure(), [virtualizer, layoutKey]);

  return (
    <div
      ref={listRef}
      role="list"
      aria-label={label}
      style={{ position: 'relative', height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => {
        const item = items[row.index];
        if (item === undefined) return null;
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
              paddingBottom: gap,
              boxSizing: 'border-box',
              // A row's size never depends on its neighbours: changing one re-lays and repaints it alone.
              contain: 'strict',
              transform: `translateY(${row.start - scrollMargin}px)`,
            }}
          >
            {renderItem(item)}
          </div>
        );
      })}
    </div>
  );
}
