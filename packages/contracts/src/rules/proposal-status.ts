import type { ProposalStatus } from '../schemas/proposal';

/**
 * Where a proposal may go from each status. A draft is sent; the client's first look makes a sent
 * one viewed; the client approves an option, disapproves or asks the agent to book it; a booking
 * of one of its options for its client makes it booked. Past its validity an open proposal (not
 * yet answered) is expired. Nothing leaves disapproved, booked or expired.
 */
export const PROPOSAL_TRANSITIONS: Readonly<Record<ProposalStatus, readonly ProposalStatus[]>> = {
  draft: ['sent', 'expired'],
  sent: ['viewed', 'approved', 'disapproved', 'booking_requested', 'expired'],
  viewed: ['approved', 'disapproved', 'booking_requested', 'expired'],
  approved: ['booking_requested', 'disapproved', 'booked'],
  booking_requested: ['approved', 'disapproved', 'booked'],
  disapproved: [],
  booked: [],
  expired: [],
};

/** Who moves a proposal: its agent (the back-office), its client (the deal's link) or the system. */
export type ProposalActor = 'agent' | 'client' | 'system';

/**
 * The moves each actor may make. The client answers (approve, disapprove, ask for the booking);
 * the agent sends, records an answer the client gave another way, or withdraws (expired); only
 * the system marks it viewed (the client opened it) or booked (a booking of an option exists).
 */
const MOVES_OF: Readonly<Record<ProposalActor, readonly ProposalStatus[]>> = {
  client: ['approved', 'disapproved', 'booking_requested'],
  agent: ['sent', 'approved', 'disapproved', 'booking_requested', 'expired'],
  system: ['viewed', 'booked', 'expired'],
};

/** Whether `actor` may move a proposal from `from` to `to`. */
export function canMoveProposal(from: ProposalStatus, to: ProposalStatus, actor: ProposalActor): boolean {
  return PROPOSAL_TRANSITIONS[from].includes(to) && MOVES_OF[actor].includes(to);
}

/** Statuses that still wait for the client's answer: these expire with the validity date. */
export const OPEN_PROPOSAL_STATUSES: readonly ProposalStatus[] = ['draft', 'sent', 'viewed'];

/** The statuses a client can still answer from (the deal shows its buttons). */
export function isAnswerableProposal(status: ProposalStatus): boolean {
  return canMoveProposal(status, 'booking_requested', 'client');
}

/**
 * How a proposal reads at `now`: expired once an open one is past its validity or its trip has
 * started (`today` is the trip's local date, `tripStart` its first day, both YYYY-MM-DD).
 * Expiry is decided on read, so no job has to run for it to be true.
 */
export function proposalStatusAt(
  proposal: { status: ProposalStatus; validUntil: Date; tripStart: string },
  now: Date,
  today: string,
): ProposalStatus {
  const isPast = proposal.validUntil.getTime() <= now.getTime() || proposal.tripStart < today;
  return OPEN_PROPOSAL_STATUSES.includes(proposal.status) && isPast ? 'expired' : proposal.status;
}

/**
 * Whether the agent may still change a proposal's options, note and validity: only a draft (read
 * as it stands now, so an expired draft is not). Once sent, the client has seen what it offers;
 * a change would be a new proposal.
 */
export function isEditableProposal(status: ProposalStatus): boolean {
  return status === 'draft';
}
