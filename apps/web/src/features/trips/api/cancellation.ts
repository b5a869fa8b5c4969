import type { KitTexts } from '../../../shared/booking/texts';

/** The customer's words of a cancellation. */
export const CANCEL_TEXTS: KitTexts = { ns: 'trips', keyPrefix: 'cancel' };
