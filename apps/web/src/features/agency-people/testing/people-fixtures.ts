import type { AgencyPerson } from '@travel/contracts';

let sequence = 0;

/** A client of the agency as the lists give it; every field can be overridden. */
export function person(overrides: Partial<AgencyPerson> = {}): AgencyPerson {
  sequence += 1;
  return {
    _id: `3c1f0a2b-4444-4555-8666-${String(sequence).padStart(12, '0')}`,
    name: `Person ${sequence}`,
    email: `person${sequence}@demo.test`,
    userType: 'Client',
    status: 'Active',
    isVerified: true,
    isRestrictedAgent: false,
    isRewardWalletEnable: false,
    phone: null,
    bookingCount: 0,
    lastLoginAt: null,
    createdAt: '2026-10-01T09:00:00.000Z',
    ...overrides,
  };
}

/** GET /api/agency/clients answered with these clients (the total defaults to their number). */
export const clientList = (clients: AgencyPerson[], totalClients = clients.length) => ({
  body: { data: { clients, totalClients } },
});

/** GET /api/agency/agents answered with these agents. */
export const agentList = (agents: AgencyPerson[], totalAgents = agents.length) => ({
  body: { data: { agents, totalAgents } },
});
