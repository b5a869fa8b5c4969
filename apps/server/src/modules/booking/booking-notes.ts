import { BOOKING_NOTE_KEYS, type BookingNote, type BookingNoteKey, type Money } from '@travel/contracts';

/**
 * The lines of a booking's history, as message keys and values (decision 017): stored so, and
 * worded in the reader's language by the web app.
 */
export const bookingNotes = {
  held: (pnr: string): BookingNote => ({ key: 'held', values: { pnr } }),
  reserved: (reference: string): BookingNote => ({ key: 'reserved', values: { reference } }),
  paid: (brand: string, last4: string): BookingNote => ({ key: 'paid', values: { brand, last4 } }),
  ticketed: (): BookingNote => ({ key: 'ticketed', values: {} }),
  ticketedOnAccount: (): BookingNote => ({ key: 'ticketedOnAccount', values: {} }),
  ended: (how: 'voided' | 'cancelled', refund: Money, reason?: string): BookingNote => ({
    key: how,
    values: { amount: String(refund.amount), currency: refund.currency, ...(reason ? { reason } : {}) },
  }),
  timeLimitLapsed: (): BookingNote => ({ key: 'timeLimitLapsed', values: {} }),
  rejected: (): BookingNote => ({ key: 'rejectedBySupplier', values: {} }),
  protectionClaimed: (): BookingNote => ({ key: 'protectionClaimed', values: {} }),
  paidWithCredit: (credit: Money): BookingNote => ({
    key: 'paidWithCredit',
    values: { amount: String(credit.amount), currency: credit.currency },
  }),
};

const isNoteKey = (value: string): value is BookingNoteKey => (BOOKING_NOTE_KEYS as readonly string[]).includes(value);

/** A stored history line as the API answers it; a line stored as English text before keys is shown as written. */
export function storedNote(note: string | null, values: Record<string, string> | null): BookingNote | null {
  if (note === null) return null;
  if (isNoteKey(note) && note !== 'text') return { key: note, values: values ?? {} };
  return { key: 'text', values: { text: note } };
}
