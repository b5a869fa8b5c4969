import type { HotelDeal, HotelProposalBody, HotelRate, ProposalHotelOption, ProposalStatus } from '@travel/contracts';
import type { Db } from '../../platform/db/client';
import type { AgencyRow, ProposalRow, UserRow } from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';
import { can, canBookFor } from '../../platform/http/policy';
import { agencyOrigin, type PublicSite } from '../../platform/http/public-origin';
import { daysBetween, localDateAt } from '../../suppliers/shared/zone-time';
import type { HotelService } from '../hotel/hotel.service';
import { userRepo } from '../user/user.repo';
import { proposalRepo } from './proposal.repo';

const DAY_MS = 86_400_000;
/** Statuses a deal still waits in for the client's answer: past its validity, these read 'expired'. */
const OPEN: readonly ProposalStatus[] = ['draft', 'sent', 'viewed'];

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

/** How a proposal reads now: 'expired' once an open one is past its validity or its stay's start. */
export function dealStatus(proposal: Pick<ProposalRow, 'status' | 'validUntil' | 'stay'>, today: string, now: Date) {
  const isPast = proposal.validUntil <= now || proposal.stay.stayPeriod.start < today;
  return OPEN.includes(proposal.status) && isPast ? 'expired' : proposal.status;
}

/**
 * Proposals: an agent's hotel options for a client, and the deal the client opens, where every
 * option is priced again with its vendor (the agency's back-office lists and moves them: issue 15).
 */
export class ProposalService {
  constructor(
    private readonly db: Db,
    private readonly hotels: HotelService,
    private readonly site: PublicSite,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Where the client opens the deal: the agency's own origin (never the request's host). */
  dealUrl(agency: AgencyRow, proposalId: string): string {
    return `${agencyOrigin(agency, this.site)}/booknow/hotels/deal/${proposalId}`;
  }

  /** An agent proposes rates of their own search (still valid) to a client, priced for that client (their markup). */
  async createHotelProposal(agency: AgencyRow, agent: UserRow, body: HotelProposalBody): Promise<ProposalRow> {
    if (!can(agent, 'agent')) throw new AppError('FORBIDDEN');
    const client = body.clientId ? await this.clientOf(agency, agent, body.clientId) : null;
    const { stay, currency } = await this.hotels.searchStay(agency, agent, body.corelationId);
    const options = await Promise.all(
      body.options.map(async (wanted, index): Promise<ProposalHotelOption> => {
        const [rate, content] = await Promise.all([
          this.hotels
            .rateNow(agency, client ?? agent, wanted.vendor, wanted.rateKey, currency)
            .catch((error: unknown) => {
              if (error instanceof AppError && error.code === 'VALIDATION_FAILED')
                throw AppError.invalid(`options.${index}.rateKey`, 'validation.invalid');
              throw error;
            }),
          this.hotels.staticContent(wanted.hotelId),
        ]);
        // The key must be one of this hotel's rates for the search's stay (a key names no hotel).
        const rooms = await this.hotels.stayRates(
          agency,
          client ?? agent,
          wanted.vendor,
          wanted.hotelId,
          stay,
          currency,
        );
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
      }),
    );
    const now = this.now();
    return proposalRepo.insert(this.db, {
      agencyId: agency.id,
      agentId: agent.id,
      clientId: client?.id ?? null,
      clientName: client?.name ?? agent.name,
      clientEmail: client?.email ?? agent.email,
      status: 'sent',
      note: body.note,
      stay: { stayPeriod: stay.stayPeriod, occupancies: stay.occupancies, nationality: stay.nationality },
      currency,
      options,
      validUntil: new Date(now.getTime() + body.validDays * DAY_MS),
      createdAt: now,
      updatedAt: now,
    });
  }

  /**
   * The deal a client opens from its link (the id is the capability; the agency is the host's):
   * each option with its hotel and its price now (the same room, board and terms), or why not.
   */
  async deal(agency: AgencyRow, proposalId: string): Promise<HotelDeal> {
    const found = await proposalRepo.find(this.db, agency.id, proposalId);
    if (!found) throw new AppError('NOT_FOUND');
    const { proposal, agentName } = found;
    const now = this.now();
    const contents = await Promise.all(proposal.options.map((option) => this.hotels.staticContent(option.hotelId)));
    const today = localDateAt(contents[0]?.timeZone ?? 'UTC', now.getTime());
    const status = dealStatus(proposal, today, now);
    const pricedFor = await this.pricedFor(agency, proposal);
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
          now:
            status === 'expired' || !pricedFor ? unavailable : await this.priceNow(agency, pricedFor, proposal, option),
        };
      }),
    );
    if (proposal.status === 'sent' && status !== 'expired') await proposalRepo.markViewed(this.db, proposal.id, now);
    return {
      proposalId: proposal.id,
      status: proposal.status === 'sent' && status !== 'expired' ? 'viewed' : status,
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
  private async pricedFor(agency: AgencyRow, proposal: ProposalRow): Promise<UserRow | null> {
    const id = proposal.clientId ?? proposal.agentId;
    return (
      (await userRepo.findById(this.db, agency.id, id)) ??
      (await userRepo.findById(this.db, agency.id, proposal.agentId))
    );
  }

  private async clientOf(agency: AgencyRow, agent: UserRow, clientId: string): Promise<UserRow> {
    if (!canBookFor(agent, clientId)) throw new AppError('FORBIDDEN');
    const client = await userRepo.findById(this.db, agency.id, clientId);
    if (!client) throw AppError.invalid('clientId', 'validation.invalid');
    return client;
  }
}

const unavailable = { status: 'unavailable' as const, total: null, cancellationPolicy: null };
