import { useMediaQuery } from '@mantine/hooks';
import { useCallback, useMemo } from 'react';
import { useTranslation } from '../../../shared/i18n/react';
import type { Itinerary } from '@travel/contracts';
import { WindowList } from '../../../shared/widgets/window-list';
import { createCardText } from '../lib/card-text';
import { cardHeight, ItineraryCard } from './itinerary-card';

const GAP = 12;

export interface ItineraryListProps {
  items: readonly Itinerary[];
  travelerCount: number;
  onSelect(itinerary: Itinerary): void;
}

/**
 * The results, virtualised against the page's own scroll (the shared window list). A card's
 * height follows from its number of legs (its stylesheet fixes every line).
 */
export function ItineraryList({ items, travelerCount, onSelect }: ItineraryListProps) {
  const { t, i18n } = useTranslation('flights');
  const isNarrow = useMediaQuery('(max-width: 36em)') ?? false;
  const isTiny = useMediaQuery('(max-width: 22.5em)') ?? false;
  const text = useMemo(() => createCardText(t, i18n.language), [t, i18n.language]);
  const heightOf = useCallback(
    (itinerary: Itinerary) => cardHeight(itinerary.flights.length, isNarrow, isTiny) + GAP,
    [isNarrow, isTiny],
  );
  const keyOf = useCallback((itinerary: Itinerary) => itinerary.id, []);
  const renderItem = useCallback(
    (itinerary: Itinerary) => (
      <ItineraryCard itinerary={itinerary} travelerCount={travelerCount} text={text} onSelect={onSelect} />
    ),
    [travelerCount, text, onSelect],
  );
  return (
    <WindowList
      items={items}
      label={t('results.list')}
      heightOf={heightOf}
      keyOf={keyOf}
      gap={GAP}
      renderItem={renderItem}
      layoutKey={`${isNarrow} ${isTiny}`}
    />
  );
}
