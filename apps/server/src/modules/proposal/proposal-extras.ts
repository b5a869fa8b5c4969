import type {
  DealExtra,
  ProposalDetailExtra,
  ProposalExtraInput,
  ProposalExtraKind,
  ProposalHistoryEntry,
} from '@travel/contracts';
import type { Db, DbOrTx } from '../../platform/db/client';
import type { ProposalExtraRow } from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';
import type { ExtraPricing, ProposalExtraPorts, ProposedExtra } from './proposal-extra.port';
import { proposalExtraRepo } from './proposal-extra.repo';

/** The input's field that names the offer: where a stale or unknown one is reported. */
const OFFER_FIELD: Record<ProposalExtraKind, string> = { flight: 'offerId', car: 'carId', activity: 'productCode' };

/** When the client first answered (approved or asked for the booking): an extra's booking is made after it. */
export function answeredAt(history: readonly ProposalHistoryEntry[]): Date | null {
  const times = history
    .filter((entry) => entry.status === 'approved' || entry.status === 'booking_requested')
    .map((entry) => Date.parse(entry.at));
  return times.length > 0 ? new Date(Math.min(...times)) : null;
}

type ExtraWithBooking = Awaited<ReturnType<typeof proposalExtraRepo.ofProposal>>[number];

const detailOf = ({ extra, booking }: ExtraWithBooking): ProposalDetailExtra => ({
  kind: extra.kind,
  ...extra.summary,
  booking: booking ? { _id: booking.id, referenceNumber: booking.referenceNumber, status: booking.status } : null,
});

/**
 * A proposal's second kind of option (a flight, a car rental, an activity beside the hotels),
 * through each vertical's port: checked and priced when proposed, priced again when the deal is
 * opened, and linked on read to the client's booking of it (decision 032).
 */
export class ProposalExtras {
  constructor(
    private readonly db: Db,
    private readonly ports: ProposalExtraPorts,
  ) {}

  /** What the agent picked, each checked with its vertical and priced for the client; 400 per field otherwise. */
  propose(pricing: ExtraPricing, inputs: readonly ProposalExtraInput[], path = 'extras') {
    return Promise.all(
      inputs.map(async (input, index) => ({
        kind: input.kind,
        ...(await this.proposeOne(pricing, input, `${path}.${index}.${OFFER_FIELD[input.kind]}`)),
      })),
    );
  }

  private proposeOne(pricing: ExtraPricing, input: ProposalExtraInput, field: string): Promise<ProposedExtra> {
    const refused = () => Promise.reject(AppError.invalid(field.replace(/[^.]+$/, 'kind'), 'validation.invalid'));
    switch (input.kind) {
      case 'flight':
        return this.ports.flight?.propose(pricing, input, field) ?? refused();
      case 'car':
        return this.ports.car?.propose(pricing, input, field) ?? refused();
      case 'activity':
        return this.ports.activity?.propose(pricing, input, field) ?? refused();
    }
  }

  /** Keeps a proposal's extras, in the transaction that makes or changes it. */
  save(db: DbOrTx, agencyId: string, proposalId: string, extras: Array<ProposedExtra & { kind: ProposalExtraKind }>) {
    return proposalExtraRepo.insertAll(
      db,
      extras.map((extra) => ({ agencyId, proposalId, kind: extra.kind, summary: extra.summary, offer: extra.offer })),
    );
  }

  /** A proposal's extras as proposed, each with the client's booking of it once made. */
  async detail(agencyId: string, proposalId: string): Promise<ProposalDetailExtra[]> {
    return (await proposalExtraRepo.ofProposal(this.db, agencyId, proposalId)).map(detailOf);
  }

  /** A proposal's extras as its deal shows them: each priced again now (`pricing` null: not priced). */
  async deal(agencyId: string, proposalId: string, pricing: ExtraPricing | null): Promise<DealExtra[]> {
    const rows = await proposalExtraRepo.ofProposal(this.db, agencyId, proposalId);
    return Promise.all(
      rows.map(async (row) => ({
        ...detailOf(row),
        now: pricing && !row.booking ? await this.priceNow(pricing, row.extra) : unpriced,
      })),
    );
  }

  private async priceNow(pricing: ExtraPricing, extra: ProposalExtraRow): Promise<DealExtra['now']> {
    const port = this.ports[extra.kind];
    if (!port) return unpriced;
    try {
      const now = await port.priceNow(pricing, extra.offer);
      if (now.status === 'soldOut') return { status: 'soldOut', total: null };
      return { status: now.total === extra.summary.total ? 'unchanged' : 'changed', total: now.total };
    } catch {
      // The vertical's supplier is down or refuses the search now: this extra cannot be priced, the deal still opens.
      return unpriced;
    }
  }

  /**
   * Links the extras of the agency's answered proposals to their clients' bookings: a booking of
   * the extra's vertical, of the same offer (the vertical's port says), made after the client's
   * answer, not cancelled, held by no other extra. Oldest extras first; each booking goes once.
   */
  async link(agencyId: string): Promise<void> {
    const extras = await proposalExtraRepo.unlinked(this.db, agencyId);
    const waiting = extras.flatMap((row) => {
      const since = answeredAt(row.history);
      return since && row.clientId ? [{ ...row, clientId: row.clientId, since }] : [];
    });
    if (waiting.length === 0) return;
    const earliest = new Date(Math.min(...waiting.map((row) => row.since.getTime())));
    const candidates = await proposalExtraRepo.candidateBookings(
      this.db,
      agencyId,
      [...new Set(waiting.map((row) => row.clientId))],
      [...new Set(waiting.map((row) => row.extra.kind))],
      earliest,
    );
    const taken = new Set<string>();
    for (const row of waiting) {
      const port = this.ports[row.extra.kind];
      const booking = candidates.find(
        (candidate) =>
          !taken.has(candidate.id) &&
          candidate.userId === row.clientId &&
          candidate.vertical === row.extra.kind &&
          candidate.createdAt >= row.since &&
          port?.isBookingOf(row.extra.offer, candidate.details) === true,
      );
      if (booking && (await proposalExtraRepo.link(this.db, row.extra, booking.id))) taken.add(booking.id);
    }
  }
}

const unpriced: DealExtra['now'] = { status: 'unavailable', total: null };
