import type { ProposalDraftBody } from '@travel/contracts';
import type { Db } from '../../platform/db/client';
import type { ProposalRow, UserRow } from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import type { HotelService } from '../hotel/hotel.service';
import { proposalExtraRepo } from './proposal-extra.repo';
import { proposalRepo } from './proposal.repo';
import type { ProposalService } from './proposal.service';

const DAY_MS = 86_400_000;

/** A draft changed before it is sent (PUT /api/agency/proposal/{id}); the desk checks scope and status first. */
export class ProposalDrafts {
  constructor(
    private readonly db: Db,
    private readonly hotels: HotelService,
    private readonly proposals: ProposalService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * A draft's options changed before it is sent (the caller found it in the agent's scope and
   * checked it is a draft): hotel options kept by index or added from a search of the same stay,
   * extras kept by kind or added from live searches, the note and validity replaced.
   */
  async update(ctx: RequestContext, agent: UserRow, proposal: ProposalRow, body: ProposalDraftBody) {
    const { agency } = ctx;
    body.keepOptions.forEach((kept, index) => {
      if (!proposal.options[kept]) throw AppError.invalid(`keepOptions.${index}`, 'validation.invalid');
    });
    const pricedFor = (await this.proposals.pricedFor(agency, proposal)) ?? agent;
    const added = body.corelationId
      ? await this.hotels.searchStay(agency, agent, body.corelationId).catch((error: unknown) => {
          if (error instanceof AppError && error.code === 'NOT_FOUND')
            throw AppError.invalid('corelationId', 'validation.invalid');
          throw error;
        })
      : null;
    if (added && (!isSameStay(added.stay, proposal.stay) || added.currency !== proposal.currency))
      throw AppError.invalid('corelationId', 'validation.invalid');
    const [options, extras] = await Promise.all([
      Promise.all(
        body.options.map((wanted, index) =>
          added
            ? this.proposals.optionOf(agency, pricedFor, added.stay, proposal.currency, wanted, index)
            : Promise.reject(AppError.invalid('corelationId', 'validation.required')),
        ),
      ),
      this.proposals.extras.propose({ agency, pricedFor, currency: proposal.currency }, body.extras),
    ]);
    const kept = [...new Set(body.keepOptions)].flatMap((index) => proposal.options[index] ?? []);
    const now = this.now();
    await this.db.transaction(async (tx) => {
      const changed = await proposalRepo.updateDraft(tx, proposal.id, {
        note: body.note,
        options: [...kept, ...options],
        validUntil: new Date(now.getTime() + body.validDays * DAY_MS),
        updatedAt: now,
      });
      // Sent meanwhile (another tab): what the client may have seen is not changed under them.
      if (!changed) throw new AppError('VALIDATION_FAILED', { message: 'error.proposalNotDraft' });
      await proposalExtraRepo.removeExcept(tx, agency.id, proposal.id, body.keepExtras);
      await this.proposals.extras.save(tx, agency.id, proposal.id, extras);
    });
  }
}

/** Whether a search's stay is the proposal's (dates, rooms and guests, nationality). */
function isSameStay(a: ProposalRow['stay'], b: ProposalRow['stay']): boolean {
  return (
    a.stayPeriod.start === b.stayPeriod.start &&
    a.stayPeriod.end === b.stayPeriod.end &&
    canonical(a.nationality) === canonical(b.nationality) &&
    canonical(a.occupancies) === canonical(b.occupancies)
  );
}

/** JSON with every object's keys sorted (jsonb keeps its own key order). */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([x], [y]) => (x < y ? -1 : 1)))
      : inner,
  );
