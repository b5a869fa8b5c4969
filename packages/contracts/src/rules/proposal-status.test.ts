import { describe, expect, it } from 'vitest';
import { PROPOSAL_STATUSES } from '../schemas/proposal';
import {
  canMoveProposal,
  isAnswerableProposal,
  isEditableProposal,
  PROPOSAL_TRANSITIONS,
  proposalStatusAt,
} from './proposal-status';

describe('proposal transitions', () => {
  it('lets the client answer a sent or viewed proposal, and ask for the booking after approving', () => {
    for (const from of ['sent', 'viewed'] as const) {
      expect(canMoveProposal(from, 'approved', 'client')).toBe(true);
      expect(canMoveProposal(from, 'disapproved', 'client')).toBe(true);
      expect(canMoveProposal(from, 'booking_requested', 'client')).toBe(true);
    }
    expect(canMoveProposal('approved', 'booking_requested', 'client')).toBe(true);
    expect(canMoveProposal('booking_requested', 'disapproved', 'client')).toBe(true);
  });

  it('never lets the client send, view, book or expire, nor answer a draft', () => {
    for (const from of PROPOSAL_STATUSES) {
      for (const to of ['sent', 'viewed', 'booked', 'expired'] as const)
        expect(canMoveProposal(from, to, 'client')).toBe(false);
    }
    expect(isAnswerableProposal('draft')).toBe(false);
    expect(isAnswerableProposal('viewed')).toBe(true);
  });

  it('marks viewed and booked only by the system, booked only once answered', () => {
    expect(canMoveProposal('sent', 'viewed', 'system')).toBe(true);
    expect(canMoveProposal('sent', 'viewed', 'agent')).toBe(false);
    expect(canMoveProposal('booking_requested', 'booked', 'system')).toBe(true);
    expect(canMoveProposal('approved', 'booked', 'system')).toBe(true);
    expect(canMoveProposal('viewed', 'booked', 'system')).toBe(false);
    expect(canMoveProposal('booking_requested', 'booked', 'agent')).toBe(false);
  });

  it('lets the agent send a draft, withdraw an open one and record an answer, not undo one', () => {
    expect(canMoveProposal('draft', 'sent', 'agent')).toBe(true);
    expect(canMoveProposal('viewed', 'expired', 'agent')).toBe(true);
    expect(canMoveProposal('sent', 'approved', 'agent')).toBe(true);
    expect(canMoveProposal('approved', 'sent', 'agent')).toBe(false);
    expect(canMoveProposal('approved', 'expired', 'agent')).toBe(false);
  });

  it('leaves nothing out of disapproved, booked and expired', () => {
    for (const end of ['disapproved', 'booked', 'expired'] as const) {
      expect(PROPOSAL_TRANSITIONS[end]).toEqual([]);
      for (const to of PROPOSAL_STATUSES)
        for (const actor of ['agent', 'client', 'system'] as const) expect(canMoveProposal(end, to, actor)).toBe(false);
    }
  });
});

describe('proposal expiry', () => {
  const now = new Date('2026-05-10T12:00:00Z');
  const at = (status: (typeof PROPOSAL_STATUSES)[number], validUntil: string, tripStart = '2026-06-01') =>
    proposalStatusAt({ status, validUntil: new Date(validUntil), tripStart }, now, '2026-05-10');

  it('reads an open proposal expired from its validity instant on, not a moment before', () => {
    expect(at('sent', '2026-05-10T12:00:01Z')).toBe('sent');
    expect(at('sent', '2026-05-10T12:00:00Z')).toBe('expired');
    expect(at('viewed', '2026-05-01T00:00:00Z')).toBe('expired');
    expect(at('draft', '2026-05-01T00:00:00Z')).toBe('expired');
  });

  it('reads it expired once the trip has started, whatever its validity', () => {
    expect(at('viewed', '2026-06-30T00:00:00Z', '2026-05-09')).toBe('expired');
    expect(at('viewed', '2026-06-30T00:00:00Z', '2026-05-10')).toBe('viewed');
  });

  it('keeps an answered proposal as answered after its validity', () => {
    for (const status of ['approved', 'booking_requested', 'disapproved', 'booked'] as const)
      expect(at(status, '2026-05-01T00:00:00Z')).toBe(status);
  });
});

describe('isEditableProposal', () => {
  it('lets only a draft be changed: once sent, answered, booked or expired it stays as it is', () => {
    expect(PROPOSAL_STATUSES.filter(isEditableProposal)).toEqual(['draft']);
  });
});
