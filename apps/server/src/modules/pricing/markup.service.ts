import {
  applicableMarkup,
  DEFAULT_MARKUP,
  isTravelAgentType,
  markupProblems,
  type MarkupPatch,
  type MarkupSettings,
} from '@travel/contracts';
import type { ExchangeService } from '../reference/exchange.service';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/http/app-error';
import { userRepo } from '../user/user.repo';
import { markupRepo, type MarkupScope } from './markup.repo';
import type { UserRow } from '../../platform/db/schema';

export interface MarkupView extends MarkupSettings {
  isDefault: boolean;
}

/**
 * A PATCH applied to the markup in force (a user without their own starts from the agency's):
 * fields not sent keep their values, except that a new type needs its value (10 % is not 10
 * cents) and a new currency needs the amounts it would change the meaning of.
 */
function merged(current: MarkupSettings, patch: MarkupPatch): MarkupSettings {
  const next: MarkupSettings = {
    markupType: patch.markupType ?? current.markupType,
    markupValue: patch.markupValue ?? current.markupValue,
    agencyFee: patch.agencyFee ?? current.agencyFee,
    currency: patch.currency ?? current.currency,
  };
  const isNewType = next.markupType !== current.markupType;
  const isNewCurrency = next.currency !== current.currency;
  const isFixedAmountKept = next.markupType === 'fixed' && next.markupValue > 0 && isNewCurrency;
  if (patch.markupValue === undefined && (isNewType || isFixedAmountKept))
    throw AppError.invalid('markupValue', 'validation.required');
  if (patch.agencyFee === undefined && isNewCurrency && next.agencyFee > 0)
    throw AppError.invalid('agencyFee', 'validation.required');
  const problem = markupProblems(next).markupValue;
  if (problem) throw AppError.invalid('markupValue', problem);
  return next;
}

/**
 * Which markup prices a booking (spec section 3): the agency's default, overridden by the
 * client's own, overridden by the booking agent's own.
 */
export class MarkupService {
  constructor(
    private readonly db: Db,
    private readonly exchange: ExchangeService,
  ) {}

  /** A markup's currency must be one prices can be converted from (400 CURRENCY_NOT_SUPPORTED). */
  private async checked(settings: MarkupSettings): Promise<MarkupSettings> {
    await this.exchange.ratesWith(settings.currency);
    return settings;
  }

  async agencyDefault(agencyId: string): Promise<MarkupSettings> {
    return (await markupRepo.find(this.db, agencyId, 'agency', null)) ?? { ...DEFAULT_MARKUP };
  }

  /**
   * The markup for a price seen or booked by `actor` (for `client` when an agent books for one),
   * read in one query: `applicableMarkup` picks the agent's own, else the client's, else the
   * agency's.
   */
  async resolve(agencyId: string, actor: UserRow, client: UserRow | null = null): Promise<MarkupSettings> {
    const isAgent = isTravelAgentType(actor.userType);
    const layers = await markupRepo.layers(this.db, agencyId, {
      agentId: isAgent ? actor.id : null,
      clientId: isAgent ? (client?.id ?? null) : actor.id,
    });
    return applicableMarkup({ ...layers, agency: layers.agency ?? { ...DEFAULT_MARKUP } });
  }

  async updateAgencyDefault(agencyId: string, patch: MarkupPatch, actor: UserRow): Promise<void> {
    const settings = await this.checked(merged(await this.agencyDefault(agencyId), patch));
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
    const settings = await this.checked(merged(await this.forUser(agencyId, scope, userId), patch));
    await markupRepo.save(this.db, agencyId, scope, userId, settings, actor.id);
  }

  async resetForUser(agencyId: string, scope: Exclude<MarkupScope, 'agency'>, userId: string): Promise<void> {
    await this.target(agencyId, scope, userId);
    await markupRepo.remove(this.db, agencyId, scope, userId);
  }
}
