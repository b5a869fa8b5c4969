import { memo } from 'react';
import type { CarOffer } from '@travel/contracts';
import { carDetailsPath } from '../../../shared/car/paths';
import type { CarCardText } from '../lib/card-text';
import shared from '../../../shared/ui/offer-card.module.css';
import { OfferLink } from '../../../shared/ui/offer-link';
import classes from './car-card.module.css';

/** A card's height in px (its stylesheet fixes every line), on wide screens and on phones. */
export const CAR_CARD_HEIGHT = { wide: 168, narrow: 312 } as const;

export interface CarCardProps {
  car: CarOffer;
  /** The results page's own query string, kept by the details to lead back. */
  searchQuery: string;
  text: CarCardText;
  /** Opens a path in the app (a plain link is lighter than the router's, with many cards to draw). */
  onOpen(path: string): void;
}

/**
 * One offer of the results: the category's picture, size and type, the model 'or similar', the
 * company, seats, doors, bags, transmission, air conditioning, mileage, fuel policy, cancellation,
 * what is paid now and at the counter, the rental's total and per day; the link to its details.
 */
export const CarCard = memo(function CarCard({ car, searchQuery, text, onOpen }: CarCardProps) {
  const details = carDetailsPath(car.carId, searchQuery);
  const total = text.money(car.price, car.currencyCode);
  const perDay = text.money(Math.round(car.price / Math.max(1, car.rentalDays)), car.currencyCode);
  const category = text.category(car.size, car.vehicleType);
  return (
    <div className={classes.card} data-testid="car-card">
      <img className={classes.picture} src={car.image} alt="" loading="lazy" width={168} height={112} />
      <div className={classes.main}>
        <h3 className={classes.title}>{category}</h3>
        <div className={`${classes.row} ${classes.muted}`}>
          <bdi>{text.model(car.name)}</bdi>
          <bdi className={classes.fact}>{car.vendorName}</bdi>
        </div>
        <div className={classes.row}>
          {/* Each fact isolated: '4 seats' stays so on a right-to-left page. */}
          <bdi className={classes.fact}>{text.seats(car.passangerCapacity)}</bdi>
          <bdi className={classes.fact}>{text.doors(car.noOfDoors)}</bdi>
          <bdi className={classes.fact}>{text.bags(car.bagCapacity)}</bdi>
          <bdi className={classes.fact}>{text.transmission(car.transmissionType)}</bdi>
          <bdi>{car.isACavailable ? text.airConditioning : text.noAirConditioning}</bdi>
        </div>
        <div className={classes.row}>
          <bdi className={classes.fact}>{text.mileage(car.milage, car.isMileageUnlimited)}</bdi>
          <bdi>{text.fuelPolicy(car.fuelPolicy)}</bdi>
        </div>
        <div className={classes.row}>
          {car.cancellationPolicy.charge.includedRateInd ? (
            <span className={`${shared.badge} ${classes.fact}`} data-tone="success">
              {text.freeCancellation}
            </span>
          ) : (
            <span className={`${shared.badge} ${classes.fact}`}>{text.nonRefundable}</span>
          )}
          <span className={`${shared.badge} ${classes.fact}`}>{text.payNow}</span>
          {car.payAtCounter.amount > 0 && (
            <span className={classes.muted}>
              <bdi>{text.atCounter(text.money(car.payAtCounter.amount, car.payAtCounter.currency))}</bdi>
            </span>
          )}
        </div>
      </div>
      <div className={classes.aside}>
        <div className={classes.amounts}>
          <div className={classes.total} data-testid="car-price">
            <bdi>{total}</bdi>
          </div>
          <div className={classes.muted}>
            <bdi>{text.perDay(perDay)}</bdi>
          </div>
          <div className={classes.muted}>
            <bdi>{text.days(car.rentalDays)}</bdi>
          </div>
        </div>
        <OfferLink href={details} label={text.detailsOf(category, car.vendorName)} onOpen={onOpen}>
          {text.details}
        </OfferLink>
      </div>
    </div>
  );
});
