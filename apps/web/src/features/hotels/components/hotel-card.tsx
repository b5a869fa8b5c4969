import { memo } from 'react';
import type { HotelResult } from '@travel/contracts';
import type { HotelCardText } from '../lib/card-text';
import { hotelRoomsPath } from '../../../shared/hotel/paths';
import shared from '../../../shared/ui/offer-card.module.css';
import { OfferLink } from '../../../shared/ui/offer-link';
import classes from './hotel-card.module.css';

/** A card's height in px (its stylesheet fixes every line), on wide screens and on phones. */
export const CARD_HEIGHT = { wide: 176, narrow: 296 } as const;

export interface HotelCardProps {
  hotel: HotelResult;
  /** The display name of the vendor whose offer it is ('Atlas Beds'). */
  vendorName: string;
  corelationId: string;
  nights: number;
  rooms: number;
  text: HotelCardText;
  isCompared: boolean;
  /** The same function for every card and render (cards are memoised). */
  onToggleCompare(hotel: HotelResult): void;
  /** Opens a path in the app (a plain link is lighter than the router's, with many cards to draw). */
  onOpen(path: string): void;
}

/**
 * One hotel of the results: photo, name, stars, guest score, distance, what its cheapest offer
 * includes, the stay's price and per night, the vendor; a compare tick and the link to its rooms.
 */
export const HotelCard = memo(function HotelCard({
  hotel,
  vendorName,
  corelationId,
  nights,
  rooms,
  text,
  isCompared,
  onToggleCompare,
  onOpen,
}: HotelCardProps) {
  const details = hotelRoomsPath({ hotelId: hotel.hotelId, vendor: hotel.vendor, corelationId });
  const total = text.money(hotel.price.amount, hotel.price.currency);
  const night = text.money(Math.round(hotel.price.amount / nights), hotel.price.currency);
  return (
    <div className={classes.card} data-compared={isCompared || undefined} data-testid="hotel-card">
      <img className={classes.photo} src={hotel.thumbnailUrl} alt="" loading="lazy" width={200} height={150} />
      <div className={classes.body}>
        <h3 className={classes.name}>{hotel.name}</h3>
        {hotel.stars > 0 && (
          <span className={classes.stars} role="img" aria-label={text.stars(hotel.stars)}>
            {'★'.repeat(hotel.stars)}
          </span>
        )}
        <div className={classes.line}>
          <span className={classes.score} aria-label={text.scoreLabel(hotel.guestScore)}>
            {text.score(hotel.guestScore)}
          </span>
          <span className={classes.dimmed}>
            <bdi>{text.reviews(hotel.reviewCount)}</bdi>
          </span>
          <span className={classes.dimmed}>
            <bdi>{text.distance(hotel.distanceKm)}</bdi>
          </span>
        </div>
        <div className={classes.line}>
          <span className={shared.badge}>{text.board(hotel.cheapestBoard)}</span>
          {/* The cheapest rate is room only, but breakfast can be had: say so (a breakfast filter keeps such hotels). */}
          {hotel.cheapestBoard === 'RO' && hotel.boards.includes('BB') && (
            <span className={shared.badge}>{text.breakfastAvailable}</span>
          )}
          {hotel.hasFreeCancellation && (
            <span className={shared.badge} data-tone="success">
              {text.freeCancellation}
            </span>
          )}
        </div>
        <div className={classes.line}>
          {/* The price leaves taxes or fees to the hotel (the vendor's totals exclude them): say so before the rooms. */}
          {hotel.hasPropertyCharges && (
            <span className={classes.keep} data-testid="property-charges">
              {text.propertyCharges}
            </span>
          )}
          <bdi className={classes.dimmed}>{text.vendor(vendorName)}</bdi>
        </div>
      </div>
      <div className={classes.side}>
        <div>
          <div className={classes.price} data-testid="hotel-price">
            <bdi>{total}</bdi>
          </div>
          <div className={classes.dimmed}>
            <bdi>{text.perNight(night)}</bdi>
          </div>
          <div className={classes.dimmed}>
            <bdi>{text.stay(nights, rooms)}</bdi>
          </div>
        </div>
        <label className={classes.compare}>
          <input
            type="checkbox"
            checked={isCompared}
            onChange={() => onToggleCompare(hotel)}
            aria-label={text.compare(hotel.name)}
          />
          <span aria-hidden>{text.compareShort}</span>
        </label>
        <OfferLink href={details} label={text.seeRoomsAt(hotel.name)} onOpen={onOpen}>
          {text.seeRooms}
        </OfferLink>
      </div>
    </div>
  );
});
