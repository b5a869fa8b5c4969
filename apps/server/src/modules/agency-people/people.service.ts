import type { AgentDetail, AgentList, ClientDetail, ClientList, PeopleListQuery } from '@travel/contracts';
import type { Db, DbOrTx } from '../../platform/db/client';
import type { UserRow } from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';
import { clientScopeOf, mayActOnUser, type BackOfficeAction, type ClientScope } from '../../platform/http/policy';
import type { RequestContext } from '../../platform/http/request-context';
import type { AuthService } from '../auth/auth.service';
import { sessionRepo } from '../auth/session.repo';
import type { MarkupService } from '../pricing/markup.service';
import { peopleRepo, type BookingsOf, type PersonKind } from './people.repo';
import { toPerson, toPersonBooking } from './people.view';

/** Who the agents' calls see: every agent of the agency (only managers may use them). */
const agencyScope = (actor: UserRow): ClientScope => ({ agencyId: actor.agencyId, kind: 'agency' });

/**
 * The agency's clients and agents in the back-office: lists, pages and the agency user actions.
 * A person is looked up in the actor's agency and scope (a restricted agent: their own clients),
 * so anyone else's is 404; the policy then decides the action (403).
 */
export class PeopleService {
  constructor(
    readonly db: Db,
    private readonly auth: AuthService,
    private readonly markups: MarkupService,
  ) {}

  scopeOf(actor: UserRow, kind: PersonKind): ClientScope {
    return kind === 'Client' ? clientScopeOf(actor) : agencyScope(actor);
  }

  /** The person of `kind` behind `id` whom `actor` may `action` on: 404 outside the scope, 403 by the policy. */
  async target(db: DbOrTx, actor: UserRow, kind: PersonKind, id: string, action: BackOfficeAction): Promise<UserRow> {
    const person = await peopleRepo.find(db, this.scopeOf(actor, kind), kind, id);
    if (!person) throw new AppError('NOT_FOUND');
    if (!mayActOnUser(actor, action, person)) throw new AppError('FORBIDDEN');
    return person;
  }

  /** Whose bookings count for a person as `actor` sees them (a restricted agent: those they made). */
  private bookingsOf(actor: UserRow, kind: PersonKind, id: string): BookingsOf {
    if (kind === 'Agent') return { madeBy: id };
    const scope = clientScopeOf(actor);
    return scope.kind === 'own' ? { clientId: id, madeBy: scope.agentId } : { clientId: id };
  }

  private async page(actor: UserRow, kind: PersonKind, query: PeopleListQuery) {
    const scope = this.scopeOf(actor, kind);
    const { rows, total } = await peopleRepo.page(this.db, scope, kind, query);
    const ids = rows.map((row) => row.id);
    const madeBy = scope.kind === 'own' ? scope.agentId : undefined;
    const counts = await peopleRepo.bookingCounts(this.db, actor.agencyId, kind, ids, madeBy);
    return { people: rows.map((row) => toPerson(row, counts.get(row.id) ?? 0)), total };
  }

  async listClients(actor: UserRow, query: PeopleListQuery): Promise<ClientList> {
    const { people, total } = await this.page(actor, 'Client', query);
    return { clients: people, totalClients: total };
  }

  async listAgents(actor: UserRow, query: PeopleListQuery): Promise<AgentList> {
    const { people, total } = await this.page(actor, 'Agent', query);
    return { agents: people, totalAgents: total };
  }

  private async detail(actor: UserRow, kind: PersonKind, id: string) {
    const person = await this.target(this.db, actor, kind, id, kind === 'Client' ? 'clients.view' : 'agents.view');
    const { counts, latest } = await peopleRepo.bookingsOf(this.db, actor.agencyId, this.bookingsOf(actor, kind, id));
    const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
    const markup = await this.markups.forUser(actor.agencyId, kind === 'Client' ? 'client' : 'agent', id);
    return {
      person: toPerson(person, total),
      bookings: { counts, total, latest: latest.map(toPersonBooking) },
      markup,
      isRewardWalletEnable: person.isRewardWalletEnabled,
    };
  }

  async clientDetail(actor: UserRow, id: string): Promise<ClientDetail> {
    const { person, ...rest } = await this.detail(actor, 'Client', id);
    return { client: person, ...rest };
  }

  async agentDetail(actor: UserRow, id: string): Promise<AgentDetail> {
    const { person, ...rest } = await this.detail(actor, 'Agent', id);
    const sales = await peopleRepo.salesOf(this.db, actor.agencyId, id);
    return { agent: person, sales, ...rest };
  }

  /** Activates or deactivates a client or agent; deactivation ends their sessions in the same transaction. */
  async setStatus(actor: UserRow, kind: PersonKind, id: string, status: 'Active' | 'inactive'): Promise<void> {
    await this.db.transaction(async (tx) => {
      await this.target(tx, actor, kind, id, kind === 'Client' ? 'clients.status' : 'agents.status');
      await this.applyStatus(tx, actor.agencyId, [id], status);
    });
  }

  /** The status change of many users of the agency (already checked), sessions ended on deactivation. */
  async applyStatus(tx: DbOrTx, agencyId: string, ids: string[], status: 'Active' | 'inactive'): Promise<void> {
    await peopleRepo.updateMany(tx, agencyId, ids, { status });
    if (status === 'inactive') {
      for (const id of ids) await sessionRepo.revokeAllOfUser(tx, agencyId, id);
    }
  }

  async setRewardWallet(actor: UserRow, kind: PersonKind, id: string, isEnabled: boolean): Promise<void> {
    await this.db.transaction(async (tx) => {
      await this.target(tx, actor, kind, id, kind === 'Client' ? 'clients.wallet' : 'agents.wallet');
      await peopleRepo.updateMany(tx, actor.agencyId, [id], { isRewardWalletEnabled: isEnabled });
    });
  }

  /** A client becomes an (unrestricted) agent. */
  async promoteClient(actor: UserRow, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await this.target(tx, actor, 'Client', id, 'clients.promote');
      await peopleRepo.updateMany(tx, actor.agencyId, [id], { userType: 'Agent', isRestrictedAgent: false });
    });
  }

  /** An agent goes back to being a client (their bookings stay theirs and the agency's). */
  async demoteAgent(actor: UserRow, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await this.target(tx, actor, 'Agent', id, 'agents.demote');
      await peopleRepo.updateMany(tx, actor.agencyId, [id], { userType: 'Client', isRestrictedAgent: false });
    });
  }

  async setAgentType(actor: UserRow, id: string, isRestrictedAgent: boolean): Promise<void> {
    await this.db.transaction(async (tx) => {
      await this.target(tx, actor, 'Agent', id, 'agents.agentType');
      await peopleRepo.updateMany(tx, actor.agencyId, [id], { isRestrictedAgent });
    });
  }

  /**
   * Mails a client a new verification link, under the same limit as every verification mail
   * (AuthService: a few per account and hour; past it 429). An address already proven is 409.
   */
  async resendVerification(ctx: RequestContext, actor: UserRow, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const client = await this.target(tx, actor, 'Client', id, 'clients.resendVerification');
      if (client.emailVerifiedAt) throw new AppError('CONFLICT', { message: 'error.alreadyVerified' });
      if (!(await this.auth.sendVerification(tx, ctx, client))) throw new AppError('RATE_LIMITED');
    });
  }
}
