import { DEFAULT_MARKUP, isTravelAgentType, type MarkupSettings } from '@travel/contracts';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/http/app-error';
import { userRepo, type UserRow } from '../user/user.repo';
import { markupRepo, type MarkupScope } from './markup.repo';

export interface MarkupView extends MarkupSettings {
  isDefault: boolean;
}

/**
 * Which markup prices a booking (spec section 3): the agency's default, overridden by the
 * client's own, overridden by the booking agent's own.
 */
export class MarkupService {
  constructor(private readonly db: Db) {}

  async agencyDefault(agencyId: string): Promise<MarkupSettings> {
    return (await markupRepo.find(this.db, agencyId, 'agency', null)) ?? { ...DEFAULT_MARKUP };
  }

  /** The markup for a price seen or booked by `actor` (for `client` when an agent books for one). */
  async resolve(agencyId: string, actor: UserRow, client: UserRow | null = null): Promise<MarkupSettings> {
    if (isTravelAgentType(actor.userType)) {
      const own = await markupRepo.find(this.db, agencyId, 'agent', actor.id);
      if (own) return own;
      const forClient = client ? await markupRepo.find(this.db, agencyId, 'client', client.id) : null;
      return forClient ?? this.agencyDefault(agencyId);
    }
    return (await markupRepo.find(this.db, agencyId, 'client', actor.id)) ?? this.agencyDefault(agencyId);
  }

  async updateAgencyDefault(agencyId: string, settings: MarkupSettings, actor: UserRow): Promise<void> {
    await markupRepo.save(this.db, agencyId, 'agency', null, settings, actor.id);
  }

  /** The user a per-user markup is for: a client (scope client) or an agent (scope agent) of the agency. */
  private async target(agencyId: string, scope: Exclude<MarkupScope, 'agency'>, userId: string): Promise<UserRow> {
    const user = await userRepo.findById(this.db, agencyId, userId);
    const isAgent = user ? isTravelAgentType(user.userType) : false;
    if (!user || (scope === 'client' ? isAgent : !isAgent)) throw new AppError('NOT_FOUND');
    return user;
  }

  async forUser(agencyId: string, scope: Exclude<MarkupScope, 'agency'>, userId: string): Promise<MarkupView> {
    await this.target(agencyId, scope, userId);
    const own = await markupRepo.find(this.db, agencyId, scope, userId);
    return own ? { ...own, isDefault: false } : { ...(await this.agencyDefault(agencyId)), isDefault: true };
  }

  async updateForUser(
    agencyId: string,
    scope: Exclude<MarkupScope, 'agency'>,
    userId: string,
    settings: MarkupSettings,
    actor: UserRow,
  ): Promise<void> {
    await this.target(agencyId, scope, userId);
    await markupRepo.save(this.db, agencyId, scope, userId, settings, actor.id);
  }

  async resetForUser(agencyId: string, scope: Exclude<MarkupScope, 'agency'>, userId: string): Promise<void> {
    await this.target(agencyId, scope, userId);
    await markupRepo.remove(this.db, agencyId, scope, userId);
  }
}
