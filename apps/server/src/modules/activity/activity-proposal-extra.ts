import { z } from 'zod';
import { ACTIVITY_AGE_BANDS } from '@travel/contracts';
import { AppError } from '../../platform/http/app-error';
import type { ActivitySupplier } from '../../suppliers/activities/port';
import type { PricingService } from '../pricing/pricing.service';
import { checkedOffer, type ProposalExtraPort } from '../proposal/proposal-extra.port';
import { netOf } from './activity.mapper';
import { callActivities } from './activity-supplier-errors';

/** What a proposal keeps of an activity: the product, its date and start, and the travellers (a check finds it again). */
const activityKeySchema = z.object({
  productCode: z.string(),
  date: z.string(),
  startTime: z.string(),
  travelers: z.array(z.object({ band: z.enum(ACTIVITY_AGE_BANDS), count: z.number().int() })),
});

/** An activity booking's details as far as a proposal matches them. */
const bookedActivitySchema = z.object({
  activity: z.object({ productCode: z.string(), date: z.string(), startTime: z.string() }),
});

/** Activities as a proposal's extra: a slot checked with the supplier when proposed and on every open. */
export function activityProposalExtra(
  supplier: ActivitySupplier,
  pricing: PricingService,
): ProposalExtraPort<'activity'> {
  return {
    kind: 'activity',
    async propose({ agency, pricedFor, currency }, input, field) {
      const key = {
        productCode: input.productCode,
        date: input.date,
        startTime: input.startTime,
        travelers: input.travelers,
      };
      const check = await checkedOffer(field, () => callActivities(() => supplier.check(key)));
      if (!check.available) throw AppError.invalid(field, 'validation.invalid');
      const pricer = await pricing.pricer(agency.id, pricedFor, null, currency);
      const { product } = check;
      return {
        summary: {
          title: product.title,
          provider: product.destination.destinationName,
          place: product.meetingPoint.name,
          start: `${check.date}T${check.startTime}`,
          end: null,
          image: product.images[0] ?? null,
          total: pricer.total(netOf(check.total)),
        },
        offer: key,
      };
    },
    async priceNow({ agency, pricedFor, currency }, stored) {
      const key = activityKeySchema.parse(stored);
      const check = await callActivities(() => supplier.check(key)).catch((error: unknown) => {
        // A slot gone from the calendar (past, or no longer run) is sold out for the client.
        if (error instanceof AppError && (error.code === 'VALIDATION_FAILED' || error.code === 'NOT_FOUND'))
          return null;
        throw error;
      });
      if (!check?.available) return { status: 'soldOut' };
      const pricer = await pricing.pricer(agency.id, pricedFor, null, currency);
      return { status: 'available', total: pricer.total(netOf(check.total)) };
    },
    isBookingOf(stored, details) {
      const key = activityKeySchema.safeParse(stored);
      const booked = bookedActivitySchema.safeParse(details);
      if (!key.success || !booked.success) return false;
      const { activity } = booked.data;
      return (
        activity.productCode === key.data.productCode &&
        activity.date === key.data.date &&
        activity.startTime === key.data.startTime
      );
    },
  };
}
