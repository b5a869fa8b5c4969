import { memo } from 'react';
import type { FlightLeg, Itinerary } from '@travel/contracts';
import { itineraryAirlines } from '../lib/airlines';
import type { CardText } from '../lib/card-text';
import { FEW_SEATS_LEFT } from '../lib/format';
import classes from './itinerary-card.module.css';

/*
 * Plain elements and one stylesheet rather than library components, and texts from a per-language
 * cache: a filter change can swap every visible card, and the whole change has one frame (16 ms).
 */

function LegRow({ leg, text }: { leg: FlightLeg; text: CardText }) {
  const offset = leg.arrivalDayOffset;
  return (
    <div className={classes.leg} role="group" aria-label={text.leg(leg.origin, leg.destination)}>
      <div>
        <div className={classes.time}>{text.time(leg.departureTime)}</div>
        <div className={classes.airport}>{leg.origin}</div>
      </div>
      <div className={classes.line}>
        <div className={classes.meta}>{text.duration(leg.duration)}</div>
        <div className={classes.stops} data-testid="card-stops" data-direct={leg.stops.length === 0 || undefined}>
          {text.stops(leg.stops)}
        </div>
      </div>
      <div className={classes.end}>
        <div className={classes.time}>
          {text.time(leg.arrivalTime)}
          {offset !== 0 && (
            <>
              <span className={classes.dayOffset} aria-hidden>
                {text.dayOffset(offset)}
              </span>
              <span className={classes.hidden}>{text.dayOffsetSpoken(offset)}</span>
            </>
          )}
        </div>
        <div className={classes.airport}>{leg.destination}</div>
      </div>
    </div>
  );
}

export interface ItineraryCardProps {
  itinerary: Itinerary;
  travelerCount: number;
  text: CardText;
  onSelect(itinerary: Itinerary): void;
}

/**
 * One result. `data-stops` is the most stops of any leg, `data-duration` the first leg's minutes
 * (what Quickest sorts by), `data-total` totalAmount in minor units (what Cheapest sorts by) and
 * `data-offer-id` the offer, for journeys that need an offer of a known kind.
 */
export const ItineraryCard = memo(function ItineraryCard({
  itinerary,
  travelerCount,
  text,
  onSelect,
}: ItineraryCardProps) {
  const price = text.price(itinerary.displayAmount, itinerary.displayCurrency);
  const maxStops = Math.max(0, ...itinerary.flights.map((leg) => leg.stops.length));
  const airlines = text.airlines(itineraryAirlines(itinerary));
  return (
    <article
      className={classes.card}
      aria-label={airlines}
      data-testid="itinerary-card"
      data-offer-id={itinerary.id}
      data-stops={maxStops}
      data-duration={itinerary.flights[0]?.duration ?? 0}
      data-total={itinerary.totalAmount}
    >
      <div className={classes.body}>
        <div className={classes.header}>
          {/* Cut by the stylesheet at the card's width; the whole list is the card's name and tooltip. */}
          <span className={classes.airline} title={airlines} data-testid="card-airlines">
            {airlines}
          </span>
          <span className={classes.badge}>{text.cabin(itinerary.cabin)}</span>
          {itinerary.seatsLeft <= FEW_SEATS_LEFT && (
            <span className={classes.badge} data-tone="warning">
              {text.seatsLeft(itinerary.seatsLeft)}
            </span>
          )}
        </div>
        {itinerary.flights.map((leg, index) => (
          <LegRow key={index} leg={leg} text={text} />
        ))}
      </div>
      <div className={classes.price}>
        <div>
          <div className={classes.amount}>{price}</div>
          <div className={classes.note}>{text.priceFor(travelerCount)}</div>
        </div>
        <button
          type="button"
          className={classes.select}
          onClick={() => onSelect(itinerary)}
          aria-label={text.selectLabel(airlines, price)}
        >
          {text.select}
        </button>
      </div>
    </article>
  );
});

/**
 * A card's height, as its stylesheet fixes it (see the module's note). On the narrowest screens
 * (`isTiny`, 320 CSS px) each leg is 16 px taller, so its stops line can wrap instead of being cut.
 */
export function cardHeight(legs: number, isNarrow: boolean, isTiny = false): number {
  const height = 2 + 32 + 22 + legs * (isTiny ? 76 : 60);
  return isNarrow ? height + 22 + 12 + 1 + 12 + 44 : Math.max(height, 2 + 32 + 88);
}
