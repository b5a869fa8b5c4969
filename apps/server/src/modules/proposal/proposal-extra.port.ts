import type { ProposalExtra, ProposalExtraInput, ProposalExtraKind } from '@travel/contracts';
import type { AgencyRow, UserRow } from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';

/** Whom an extra is priced for: the proposal's client (else its agent), in the proposal's currency. */
export interface ExtraPricing {
  agency: AgencyRow;
  /** Whose markup applies, as for the hotel options. */
  pricedFor: UserRow;
  currency: string;
}

/** An extra as a vertical keeps it: what the client reads, and its own key to price it again. */
export interface ProposedExtra {
  summary: Omit<ProposalExtra, 'kind'>;
  offer: Record<string, unknown>;
}

/** An extra priced again now: its total for the client, or sold out (the vertical has it no more). */
export type ExtraPriceNow = { status: 'available'; total: number } | { status: 'soldOut' };

/**
 * One vertical's side of proposals (a flight, a car rental, an activity beside the hotels): the
 * port the proposal module asks, each vertical implementing it in its own module and the
 * composition root (services.ts) registering them, so proposals never import a vertical.
 */
export interface ProposalExtraPort<K extends ProposalExtraKind = ProposalExtraKind> {
  kind: K;
  /**
   * The offer the agent picked, checked with the vertical now and priced for the client: what
   * to keep. A stale or unknown offer is a 400 on `field` (the input's identifying field).
   */
  propose(
    pricing: ExtraPricing,
    input: Extract<ProposalExtraInput, { kind: K }>,
    field: string,
  ): Promise<ProposedExtra>;
  /** The kept offer found again with the vertical and priced for the client now. */
  priceNow(pricing: ExtraPricing, offer: Record<string, unknown>): Promise<ExtraPriceNow>;
  /** Whether a booking of this vertical (its `details`) is of the kept offer. */
  isBookingOf(offer: Record<string, unknown>, bookingDetails: unknown): boolean;
}

/** The registered ports, one per kind (a kind without one cannot be proposed). */
export type ProposalExtraPorts = { [K in ProposalExtraKind]?: ProposalExtraPort<K> };

/** Runs a vertical's check of a picked offer, its refusals (stale, unknown, invalid) as a 400 on `field`. */
export async function checkedOffer<T>(field: string, check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    if (
      error instanceof AppError &&
      ['VALIDATION_FAILED', 'NOT_FOUND', 'OFFER_EXPIRED', 'SOLD_OUT'].includes(error.code)
    )
      throw AppError.invalid(field, 'validation.invalid');
    throw error;
  }
}
