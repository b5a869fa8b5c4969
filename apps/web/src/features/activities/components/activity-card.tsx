import { IconClock, IconStarFilled } from '@tabler/icons-react';
import { memo } from 'react';
import type { ActivityProductSummary } from '@travel/contracts';
import { activityDetailsPath } from '../../../shared/activity/paths';
import shared from '../../../shared/ui/offer-card.module.css';
import { OfferLink } from '../../../shared/ui/offer-link';
import type { ActivityCardText } from '../lib/card-text';
import classes from './activity-card.module.css';

/** The flags a card shows, in this order (spec: special offer, likely to sell out, free cancellation). */
const SHOWN_FLAGS = ['SPECIAL_OFFER', 'LIKELY_TO_SELL_OUT', 'FREE_CANCELLATION'] as const;
const TONE: Record<(typeof SHOWN_FLAGS)[number], string | undefined> = {
  SPECIAL_OFFER: undefined,
  LIKELY_TO_SELL_OUT: undefined,
  FREE_CANCELLATION: 'success',
};

export interface ActivityCardProps {
  product: ActivityProductSummary;
  /** The results page's own query string, kept by the details to lead back. */
  searchQuery: string;
  text: ActivityCardText;
  /** Opens a path in the app (a plain link is lighter than the router's, with many cards to draw). */
  onOpen(path: string): void;
}

/** One activity of the results, linking to its details with the search. */
export const ActivityCard = memo(function ActivityCard({ product, searchQuery, text, onOpen }: ActivityCardProps) {
  const details = activityDetailsPath(product.productCode, searchQuery);
  const price = text.money(product.fromPrice, product.currency);
  return (
    <article className={classes.card} data-testid="activity-card" aria-labelledby={`activity-${product.productCode}`}>
      <img className={classes.picture} src={product.image} alt="" loading="lazy" width={176} height={120} />
      <div className={classes.main}>
        <h3 className={classes.title} id={`activity-${product.productCode}`}>
          {product.title}
        </h3>
        <div className={`${classes.row} ${classes.muted}`}>
          <bdi>{product.destinationName}</bdi>
        </div>
        <div className={classes.row}>
          {product.reviewCount > 0 && (
            <span
              className={classes.rating}
              role="img"
              aria-label={text.ratingLabel(product.rating, product.reviewCount)}
            >
              <IconStarFilled size={14} className={classes.star} aria-hidden />
              <span aria-hidden>{text.rating(product.rating)}</span>
              <span className={classes.reviews} aria-hidden>
                <bdi>({text.reviews(product.reviewCount)})</bdi>
              </span>
            </span>
          )}
          <span className={classes.fact} data-testid="activity-duration">
            <IconClock size={14} aria-hidden />
            <bdi>{text.duration(product.duration.fromMinutes, product.duration.toMinutes)}</bdi>
          </span>
        </div>
        <div className={classes.row}>
          {SHOWN_FLAGS.filter((flag) => product.flags.includes(flag)).map((flag) => (
            <span key={flag} className={shared.badge} data-tone={TONE[flag]}>
              {text.flags[flag]}
            </span>
          ))}
        </div>
      </div>
      <div className={classes.aside}>
        <div>
          {product.previousPrice !== null && (
            <div className={`${classes.muted} ${classes.was}`}>
              <bdi>{text.wasPrice(text.money(product.previousPrice, product.currency))}</bdi>
            </div>
          )}
          <div className={classes.price} data-testid="activity-price">
            {/* Spaced for the accessible name; the flex column lays each on its line. */}
            <span className={classes.priceNote}>{text.from}</span> <bdi className={classes.amount}>{price}</bdi>
            {product.pricingType === 'UNIT' && (
              <>
                {' '}
                <span className={classes.priceNote}>{text.perGroup}</span>
              </>
            )}
          </div>
        </div>
        <OfferLink href={details} label={text.detailsOf(product.title)} onOpen={onOpen}>
          {text.details}
        </OfferLink>
      </div>
    </article>
  );
});
