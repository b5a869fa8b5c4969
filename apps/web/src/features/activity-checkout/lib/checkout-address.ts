import { activityCheckoutPath, activityPayPath } from '../../../shared/activity/paths';

/** The checkout's entry: the supplier's hold, the product and the search it came from. */
export interface CheckoutEntry {
  hold: string;
  product: string;
  search: string;
}

const entryValues = ({ hold, product, search }: CheckoutEntry) => ({ hold, product, ...(search ? { search } : {}) });

/** The checkout of a locked quote kept as a draft (what a reload resumes), with the hold and search it came from. */
export const activityDraftPath = (entry: CheckoutEntry, quoteId: string): string =>
  activityCheckoutPath({ ...entryValues(entry), quote: quoteId });

/** The payment step of a booking just made from a draft: paid, the draft is forgotten. */
export const activityDraftPayPath = (referenceNumber: string, quoteId: string): string =>
  `${activityPayPath(referenceNumber)}&${new URLSearchParams({ quote: quoteId }).toString()}`;
