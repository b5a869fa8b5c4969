import {
  isEditableProposal,
  type ProposalDetail,
  type ProposalDraftBody,
  type ProposalListQuery,
  type ProposalStatus,
  type ProposalSummary,
} from '@travel/contracts';
import type { Db } from '../../platform/db/client';
import type { ProposalRow, UserRow } from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';
import { proposalScopeOf } from '../../platform/http/policy';
import type { RequestContext } from '../../platform/http/request-context';
import { proposalRepo } from './proposal.repo';
import type { ProposalDrafts } from './proposal-draft.service';
import type { ProposalService } from './proposal.service';

type Listed = Awaited<ReturnType<typeof proposalRepo.list>>['rows'][number];

function summaryOf(row: Pick<Listed, 'proposal' | 'agentName' | 'booking'>, status: ProposalStatus): ProposalSummary {
  const { proposal, booking } = row;
  return {
    _id: proposal.id,
    status,
    agentId: proposal.agentId,
    agentName: row.agentName,
    clientId: proposal.clientId,
    clientName: proposal.clientName,
    clientEmail: proposal.clientEmail,
    hotelNames: proposal.options.map((option) => option.hotelName),
    stayPeriod: proposal.stay.stayPeriod,
    currency: proposal.currency,
    fromTotal: Math.min(...proposal.options.map((option) => option.total)),
    chosenOption: proposal.chosenOption,
    validUntil: proposal.validUntil.toISOString(),
    createdAt: proposal.createdAt.toISOString(),
    updatedAt: proposal.updatedAt.toISOString(),
    booking: booking ? { _id: booking.id, referenceNumber: booking.referenceNumber, status: booking.status } : null,
  };
}

/**
 * The agency's side of proposals (the back-office's `/proposals`): the list with its filters,
 * one proposal with its history, sending it, and the agent's status changes. Owners and admins
 * see the agency's, agents their own (policy `proposalScopeOf`); another's is not found.
 */
export class ProposalDesk {
  constructor(
    private readonly db: Db,
    private readonly proposals: ProposalService,
    private readonly drafts: ProposalDrafts,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async list(user: UserRow, query: ProposalListQuery) {
    await proposalRepo.linkBookings(this.db, user.agencyId, this.now());
    const { rows, total } = await proposalRepo.list(this.db, proposalScopeOf(user), query, this.now());
    return { totalRecords: total, proposals: rows.map((row) => summaryOf(row, row.status)) };
  }

  async detail(ctx: RequestContext, user: UserRow, id: string): Promise<ProposalDetail> {
    await proposalRepo.linkBookings(this.db, user.agencyId, this.now());
    await this.proposals.extras.link(user.agencyId);
    const row = await this.find(user, id);
    const { proposal } = row;
    return {
      extras: await this.proposals.extras.detail(user.agencyId, proposal.id),
      ...summaryOf(row, await this.proposals.statusNow(proposal)),
      note: proposal.note,
      occupancies: proposal.stay.occupancies,
      nationality: proposal.stay.nationality,
      options: proposal.options,
      disapprovalReason: proposal.disapprovalReason,
      history: proposal.history,
      dealUrl: this.proposals.dealUrl(ctx.agency, proposal.id),
    };
  }

  /** Changes a draft's options, note and validity (PUT); a proposal once sent is refused with a 400 saying so. */
  async editDraft(ctx: RequestContext, user: UserRow, id: string, body: ProposalDraftBody): Promise<ProposalDetail> {
    const { proposal } = await this.find(user, id);
    if (!isEditableProposal(await this.proposals.statusNow(proposal)))
      throw new AppError('VALIDATION_FAILED', { message: 'error.proposalNotDraft' });
    await this.drafts.update(ctx, user, proposal, body);
    return this.detail(ctx, user, id);
  }

  /** E-mails the deal's link to the client: a draft becomes sent; a sent or viewed one goes again. */
  async send(ctx: RequestContext, user: UserRow, id: string): Promise<ProposalRow> {
    // Whoever may see it may send it; the client's mail goes to the address kept on the proposal.
    const { proposal, agentName } = await this.find(user, id);
    const status = await this.proposals.statusNow(proposal);
    await this.db.transaction(async (tx) => {
      if (status === 'draft') await this.proposals.move(tx, proposal, 'sent', 'agent');
      else if (status === 'sent' || status === 'viewed') await proposalRepo.markSent(tx, proposal.id, this.now());
      else await this.proposals.move(tx, proposal, 'sent', 'agent'); // refused: says why
      await this.proposals.mailClient(tx, ctx, proposal, agentName);
    });
    return proposal;
  }

  /** The agent's status change (PATCH): a move the rule allows an agent from its status now. */
  async changeStatus(ctx: RequestContext, user: UserRow, id: string, to: ProposalStatus): Promise<ProposalStatus> {
    // Sent means e-mailed: the same as sendAllowedProposalEmail.
    if (to === 'sent') return (await this.send(ctx, user, id), 'sent');
    const { proposal } = await this.find(user, id);
    await this.proposals.move(this.db, proposal, to, 'agent');
    return to;
  }

  private async find(user: UserRow, id: string) {
    const row = await proposalRepo.findInScope(this.db, proposalScopeOf(user), id);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }
}
