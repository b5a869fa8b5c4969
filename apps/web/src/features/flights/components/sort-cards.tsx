import { memo, useId } from 'react';
import { useTranslation } from '../../../shared/i18n/react';
import { FLIGHT_SORTS, type FlightSelection, type FlightSort, type Itinerary } from '@travel/contracts';
import { formatDuration, formatPrice } from '../lib/format';
import classes from './flights.module.css';

export interface SortCardsProps {
  sort: FlightSort;
  onChange(sort: FlightSort): void;
  top: FlightSelection<Itinerary>['top'];
}

/**
 * Cheapest, Best and Quickest as cards, each with the price and first-leg duration of the
 * itinerary that order puts first. A radio group: one is always chosen, arrows move between them.
 */
export const SortCards = memo(function SortCards({ sort, onChange, top }: SortCardsProps) {
  const { t, i18n } = useTranslation('flights');
  const labelId = useId();
  const move = (from: FlightSort, step: number) => {
    const index = FLIGHT_SORTS.indexOf(from);
    const next = FLIGHT_SORTS[(index + step + FLIGHT_SORTS.length) % FLIGHT_SORTS.length];
    if (next) {
      onChange(next);
      document.getElementById(`${labelId}-${next}`)?.focus();
    }
  };
  return (
    <div role="radiogroup" aria-labelledby={labelId}>
      <div id={labelId} className={classes.sortLabel}>
        {t('sort.label')}
      </div>
      <div className={classes.sortCards}>
        {FLIGHT_SORTS.map((option) => {
          const item = top[option];
          const isChecked = option === sort;
          return (
            <button
              type="button"
              key={option}
              id={`${labelId}-${option}`}
              role="radio"
              aria-checked={isChecked}
              tabIndex={isChecked ? 0 : -1}
              className={classes.sortCard}
              data-testid={`sort-${option}`}
              onClick={() => onChange(option)}
              onKeyDown={(event) => {
                if (event.key === 'ArrowRight' || event.key === 'ArrowDown') move(option, 1);
                else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') move(option, -1);
                else return;
                event.preventDefault();
              }}
            >
              <span className={classes.sortName}>{t(`sort.${option}`)}</span>
              <span className={classes.sortPrice}>
                {item ? formatPrice(item.displayAmount, item.displayCurrency, i18n.language) : t('sort.none')}
              </span>
              <span className={classes.sortDuration}>
                {item?.flights[0] ? formatDuration(t, item.flights[0].duration) : ''}
              </span>
            </button>
          );
        })}
      </div>
    </div>
  );
});
