import { DEFAULT_MARKUP, isTravelAgentType, type MarkupPatch, type MarkupSettings } from '@travel/contracts';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/http/app-error';
import { userRepo, type UserRow } from '../user/user.repo';
import { markupRepo, type MarkupScope } from './markup.repo';

export interface MarkupView extends MarkupSettings {
  isDefault: boolean;
}

/**
 * A PATCH applied to the markup in force (a user without their own starts from the agency's):
 * fields not sent keep their values; a percent above 100 is refused once merged.
 */
function merged(current: MarkupSettings, patch: MarkupPatch): MarkupSettings {
  const next: MarkupSettings = {
    markupType: patch.markupType ?? current.markupType,
    markupValue: patch.markupValue ?? current.markupValue,
    agencyFee: patch.agencyFee ?? current.agencyFee,
  };
  if (next.markupType === 'percent' && next.markupValue > 100)
    throw AppError.invalid('markupValue', 'validation.invalid');
  return next;
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

  async updateAgencyDefault(agencyId: string, patch: MarkupPatch, actor: UserRow): Promise<void> {
    const settings = merged(await this.agencyDefault(agencyId), patch);
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
    patch: MarkupPatch,
    actor: UserRow,
  ): Promise<void> {
    // forUser checks the user is a `scope` of the agency, and answers the markup in force.
    const settings = merged(await this.forUser(agencyId, scope, userId), patch);
    await markupRepo.save(this.db, agencyId, scope, userId, settings, actor.id);
  }

  async resetForUser(agencyId: string, scope: Exclude<MarkupScope, 'agency'>, userId: string): Promise<void> {
    await this.target(agencyId, scope, userId);
    await markupRepo.remove(this.db, agencyId, scope, userId);
  }
}
