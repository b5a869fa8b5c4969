import { activityQuoteSchema, type ActivityQuote } from '@travel/contracts';
import { quoteDraftStore, type QuoteDraft } from '../../../shared/booking/checkout/quote-draft';

/** The activity checkout's draft: the locked quote and whose it is, resumed by a reload (see quoteDraftStore). */
export type ActivityDraft = QuoteDraft<ActivityQuote>;

export const activityDrafts = quoteDraftStore<ActivityQuote>('activity-checkout:quote:', activityQuoteSchema);
