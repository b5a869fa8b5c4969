import {
  canMoveProposal,
  formatMoney,
  proposalStatusAt,
  type HotelDeal,
  type HotelProposalBody,
  type HotelRate,
  type Language,
  type ProposalActor,
  type ProposalAnswerBody,
  type ProposalHotelOption,
  type ProposalStatus,
} from '@travel/contracts';
import type { Db } from '../../platform/db/client';
import type { AgencyRow, ProposalRow, UserRow } from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';
import { can } from '../../platform/http/policy';
import { agencyOrigin, type PublicSite } from '../../platform/http/public-origin';
import type { RequestContext } from '../../platform/http/request-context';
import { sendMail } from '../../platform/mail/mailer';
import { daysBetween, localDateAt } from '../../suppliers/shared/zone-time';
import { clientOf } from '../booking/customer';
import type { HotelService } from '../hotel/hotel.service';
import { userRepo } from '../user/user.repo';
import type { ExtraPricing } from './proposal-extra.port';
import type { ProposalExtras } from './proposal-extras';
import { proposalExtraRepo } from './proposal-extra.repo';
import { proposalMail } from './proposal-mail';
import { proposalRepo } from './proposal.repo';

const DAY_MS = 86_400_000;

/** The rate of the same room, board and terms as an option, cheapest first; null when none is left. */
export function sameRateAs(
  option: Pick<ProposalHotelOption, 'roomTypeCode' | 'board' | 'refundable'>,
  rates: readonly HotelRate[],
): HotelRate | null {
  const same = rates.filter(
    (rate) =>
      rate.roomTypeCode === option.roomTypeCode && rate.board === option.board && rate.refundable === option.refundable,
  );
  return same.reduce<HotelRate | null>(
    (best, rate) => (!best || rate.price.total.amount < best.price.total.amount ? rate : best),
    null,
  );
}

/** A date as the client's mail writes it (the validity instant's UTC day, spelled in the language). */
const mailDate = (at: Date, language: Language) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(at);

/**
 * Proposals: an agent's hotel options for a client, sent by e-mail, and the deal the client opens
 * from it, where every option is priced again with its vendor and the client answers. The
 * agency's list, detail and status changes are `ProposalDesk` (proposal-desk.service.ts).
 */
export class ProposalService {
  constructor(
    private readonly db: Db,
    private readonly hotels: HotelService,
    readonly extras: ProposalExtras,
    private readonly site: PublicSite,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Where the client opens the deal: the agency's own origin (never the request's host). */
  dealUrl(agency: AgencyRow, proposalId: string): string {
    return `${agencyOrigin(agency, this.site)}/booknow/hotels/deal/${proposalId}`;
  }

  /**
   * An agent proposes rates of their own search (still valid) to a client (one of their clients:
   * a restricted agent's own), priced for that client (their markup): a draft, or sent at once.
   */
  async createHotelProposal(ctx: RequestContext, agent: UserRow, body: HotelProposalBody): Promise<ProposalRow> {
    const { agency } = ctx;
    if (!can(agent, 'proposals.manage')) throw new AppError('FORBIDDEN');
    const client = body.clientId
      ? await clientOf(this.db, agency, agent, body.clientId).catch((error: unknown) => {
          if (error instanceof AppError && error.code === 'NOT_FOUND')
            throw AppError.invalid('clientId', 'validation.invalid');
          throw error;
        })
      : null;
    const { stay, currency } = await this.hotels.searchStay(agency, agent, body.corelationId);
    const [options, extras] = await Promise.all([
      Promise.all(
        body.options.map((wanted, index) => this.optionOf(agency, client ?? agent, stay, currency, wanted, index)),
      ),
      this.extras.propose({ agency, pricedFor: client ?? agent, currency }, body.extras),
    ]);
    const now = this.now();
    const row = await this.db.transaction(async (tx) => {
      const created = await proposalRepo.insert(tx, {
        agencyId: agency.id,
        agentId: agent.id,
        clientId: client?.id ?? null,
        clientName: client?.name ?? agent.name,
        clientEmail: client?.email ?? agent.email,
        status: body.send ? 'sent' : 'draft',
        note: body.note,
        stay: { stayPeriod: stay.stayPeriod, occupancies: stay.occupancies, nationality: stay.nationality },
        currency,
        options,
        validUntil: new Date(now.getTime() + body.validDays * DAY_MS),
        history: [
          { status: 'draft', at: now.toISOString(), by: 'agent' },
          ...(body.send ? [{ status: 'sent' as const, at: now.toISOString(), by: 'agent' as const }] : []),
        ],
        sentAt: body.send ? now : null,
        createdAt: now,
        updatedAt: now,
      });
      await this.extras.save(tx, agency.id, created.id, extras);
      if (body.send) await this.mailClient(tx, ctx, created, agent.name);
      return created;
    });
    return row;
  }

  /** One wanted rate checked with its vendor and kept as the room, board and terms it is, with its price now. */
  async optionOf(
    agency: AgencyRow,
    pricedFor: UserRow,
    stay: Awaited<ReturnType<HotelService['searchStay']>>['stay'],
    currency: string,
    wanted: HotelProposalBody['options'][number],
    index: number,
  ): Promise<ProposalHotelOption> {
    const [rate, content] = await Promise.all([
      this.hotels.rateNow(agency, pricedFor, wanted.vendor, wanted.rateKey, currency).catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'VALIDATION_FAILED')
          throw AppError.invalid(`options.${index}.rateKey`, 'validation.invalid');
        throw error;
      }),
      this.hotels.staticContent(wanted.hotelId),
    ]);
    // The key must be one of this hotel's rates for the search's stay (a key names no hotel).
    const rooms = await this.hotels.stayRates(agency, pricedFor, wanted.vendor, wanted.hotelId, stay, currency);
    // Proposed as what the deal prices again: the cheapest rate of that room, board and terms.
    const same = sameRateAs(
      rate,
      rooms.roomLists.flatMap((list) => list.rates),
    );
    if (!same) throw AppError.invalid(`options.${index}.rateKey`, 'validation.invalid');
    return {
      hotelId: wanted.hotelId,
      vendor: wanted.vendor,
      hotelName: content.name,
      roomTypeCode: rate.roomTypeCode,
      roomName: rate.roomName,
      board: rate.board,
      boardName: rate.boardName,
      refundable: rate.refundable,
      total: same.price.total.amount,
    };
  }

  /** The deal's link e-mailed to its client (in their language), in the transaction `db` of the change. */
  async mailClient(db: Parameters<typeof sendMail>[0], ctx: RequestContext, proposal: ProposalRow, agentName: string) {
    const client = proposal.clientId ? await userRepo.findById(db, ctx.agency.id, proposal.clientId) : null;
    const language = client?.language ?? ctx.language;
    // Read in the change's transaction: a proposal sent as it is made has its extras saved there.
    const extras = await proposalExtraRepo.ofProposal(db, ctx.agency.id, proposal.id);
    await sendMail(
      db,
      ctx,
      proposal.clientEmail,
      language,
      proposalMail({
        kind: 'proposal-sent',
        client: proposal.clientName,
        agent: agentName,
        hotels: proposal.options.map((option) => option.hotelName),
        extras: extras.map(({ extra }) => ({
          kind: extra.kind,
          title: extra.summary.title,
          provider: extra.summary.provider,
          price: formatMoney({ amount: extra.summary.total, currency: proposal.currency }, language),
        })),
        note: proposal.note,
        validUntil: mailDate(proposal.validUntil, language),
        link: this.dealUrl(ctx.agency, proposal.id),
      }),
    );
  }

  /** The proposal's status now: expired once an open one is past its validity or its stay's start (hotel's date). */
  async statusNow(proposal: ProposalRow, timeZone?: string): Promise<ProposalStatus> {
    const now = this.now();
    const zone = timeZone ?? (await this.zoneOf(proposal));
    return proposalStatusAt(
      { status: proposal.status, validUntil: proposal.validUntil, tripStart: proposal.stay.stayPeriod.start },
      now,
      localDateAt(zone, now.getTime()),
    );
  }

  private async zoneOf(proposal: ProposalRow): Promise<string> {
    const first = proposal.options[0];
    if (!first) return 'UTC';
    return (await this.hotels.staticContent(first.hotelId).catch(() => null))?.timeZone ?? 'UTC';
  }

  /**
   * Moves a proposal by `actor`, once: refused (409) when the rule does not allow it from its
   * status now, or when another move got there first.
   */
  async move(
    db: Parameters<typeof proposalRepo.move>[0],
    proposal: ProposalRow,
    to: ProposalStatus,
    actor: ProposalActor,
    extra: { option?: number | null; reason?: string | null } = {},
  ): Promise<void> {
    const from = await this.statusNow(proposal);
    if (from === 'expired' && to !== 'expired')
      throw new AppError('INVALID_STATE', { message: 'error.proposalExpired' });
    if (!canMoveProposal(from, to, actor)) throw refusedMove(from);
    const at = this.now();
    const moved = await proposalRepo.move(
      db,
      proposal.id,
      proposal.status,
      { status: to, at: at.toISOString(), by: actor, option: extra.option ?? null, reason: extra.reason ?? null },
      {
        ...(extra.option !== undefined ? { chosenOption: extra.option } : {}),
        ...(to === 'disapproved' ? { disapprovalReason: extra.reason ?? null } : {}),
        ...(to === 'sent' ? { sentAt: at } : {}),
      },
    );
    if (!moved) throw refusedMove(proposal.status);
  }

  /**
   * The client's answer from the deal's link (the id is the capability, in the host's agency):
   * approve an option, ask the agent to book it, or disapprove with a reason. The agent is told
   * by e-mail in the same transaction.
   */
  async answer(ctx: RequestContext, body: ProposalAnswerBody): Promise<ProposalStatus> {
    const found = await proposalRepo.find(this.db, ctx.agency.id, body.proposalId);
    if (!found) throw new AppError('NOT_FOUND');
    const { proposal } = found;
    const option = body.answer === 'disapproved' ? null : body.optionIndex;
    if (option !== null && !proposal.options[option]) throw AppError.invalid('optionIndex', 'validation.invalid');
    const reason = body.answer === 'disapproved' ? body.reason : null;
    await this.db.transaction(async (tx) => {
      // A client may answer straight from the e-mail without the deal having been opened: still viewed first.
      const seen = proposal.status === 'sent' ? await this.markViewed(tx, proposal) : proposal;
      await this.move(tx, seen, body.answer, 'client', { option, reason });
      await sendMail(
        tx,
        ctx,
        found.agentEmail,
        found.agentLanguage,
        proposalMail({
          kind: 'proposal-answered',
          client: proposal.clientName,
          answer: body.answer,
          hotel: option === null ? null : (proposal.options[option]?.hotelName ?? null),
          reason,
          link: `${ctx.origin}/proposals/${proposal.id}`,
        }),
      );
    });
    return body.answer;
  }

  /** A sent proposal becomes viewed the first time its client opens it (once, whoever races). */
  private async markViewed(db: Parameters<typeof proposalRepo.move>[0], proposal: ProposalRow): Promise<ProposalRow> {
    const at = this.now();
    const moved = await proposalRepo.move(
      db,
      proposal.id,
      'sent',
      { status: 'viewed', at: at.toISOString(), by: 'system' },
      { viewedAt: at },
    );
    return moved ? { ...proposal, status: 'viewed', viewedAt: at } : proposal;
  }

  /**
   * The deal a client opens from its link (the id is the capability; the agency is the host's):
   * each option with its hotel and its price now (the same room, board and terms), or why not.
   * Opening it marks a sent proposal viewed; a draft is not found until it is sent.
   */
  async deal(agency: AgencyRow, proposalId: string): Promise<HotelDeal> {
    await proposalRepo.linkBookings(this.db, agency.id, this.now());
    await this.extras.link(agency.id);
    const found = await proposalRepo.find(this.db, agency.id, proposalId);
    if (!found || found.proposal.status === 'draft') throw new AppError('NOT_FOUND');
    const { agentName } = found;
    const contents = await Promise.all(
      found.proposal.options.map((option) => this.hotels.staticContent(option.hotelId)),
    );
    const status = await this.statusNow(found.proposal, contents[0]?.timeZone ?? 'UTC');
    const proposal =
      found.proposal.status === 'sent' && status !== 'expired'
        ? await this.markViewed(this.db, found.proposal)
        : found.proposal;
    const pricedFor = await this.pricedFor(agency, proposal);
    const isPriced = status !== 'expired' && status !== 'booked' && status !== 'disapproved';
    const options = await Promise.all(
      proposal.options.map(async (option, index) => {
        const content = contents[index] ?? (await this.hotels.staticContent(option.hotelId));
        return {
          ...option,
          hotel: {
            name: content.name,
            stars: content.stars,
            guestScore: content.guestScore,
            reviewCount: content.reviewCount,
            address: content.address,
            thumbnailUrl: content.thumbnailUrl,
            timeZone: content.timeZone,
            facilities: content.facilities,
            distanceFromCentreKm: content.distanceFromCentreKm,
            description: content.description,
          },
          now: !isPriced || !pricedFor ? unavailable : await this.priceNow(agency, pricedFor, proposal, option),
        };
      }),
    );
    const extraPricing: ExtraPricing | null =
      isPriced && pricedFor ? { agency, pricedFor, currency: proposal.currency } : null;
    return {
      proposalId: proposal.id,
      chosenOption: proposal.chosenOption,
      status: status === 'expired' ? status : proposal.status,
      agentName,
      clientName: proposal.clientName,
      note: proposal.note,
      validUntil: proposal.validUntil.toISOString(),
      createdAt: proposal.createdAt.toISOString(),
      stayPeriod: proposal.stay.stayPeriod,
      nights: daysBetween(proposal.stay.stayPeriod.start, proposal.stay.stayPeriod.end),
      occupancies: proposal.stay.occupancies,
      nationality: proposal.stay.nationality,
      currency: proposal.currency,
      options,
      extras: await this.extras.deal(agency.id, proposal.id, extraPricing),
    };
  }

  /** The option's room, board and terms asked of its vendor now, priced for the client. */
  private async priceNow(agency: AgencyRow, user: UserRow, proposal: ProposalRow, option: ProposalHotelOption) {
    try {
      const rooms = await this.hotels.stayRates(
        agency,
        user,
        option.vendor,
        option.hotelId,
        { ...proposal.stay, currency: proposal.currency },
        proposal.currency,
      );
      const rate = sameRateAs(
        option,
        rooms.roomLists.flatMap((list) => list.rates),
      );
      if (!rate) return { status: 'soldOut' as const, total: null, cancellationPolicy: null };
      return {
        status: rate.price.total.amount === option.total ? ('unchanged' as const) : ('changed' as const),
        total: rate.price.total.amount,
        cancellationPolicy: rate.cancellationPolicy,
      };
    } catch {
      // The vendor is down or refuses the stay now: the option cannot be priced, the deal still opens.
      return unavailable;
    }
  }

  /** Whose markup prices the deal: its client's when one of the agency's users, else its agent's. */
  async pricedFor(agency: AgencyRow, proposal: ProposalRow): Promise<UserRow | null> {
    const id = proposal.clientId ?? proposal.agentId;
    return (
      (await userRepo.findById(this.db, agency.id, id)) ??
      (await userRepo.findById(this.db, agency.id, proposal.agentId))
    );
  }
}

const unavailable = { status: 'unavailable' as const, total: null, cancellationPolicy: null };

/** A move the rule refuses: 409, saying so when the client has approved it (the web shows no error then, spec 4). */
function refusedMove(from: ProposalStatus): AppError {
  return new AppError('INVALID_STATE', {
    message: 'error.proposalMove',
    ...(from === 'approved' ? { details: { isApproved: 'error.proposalApproved' } } : {}),
  });
}
