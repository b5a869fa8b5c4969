import {
  BOOKING_TYPES,
  normaliseSubdomain,
  subdomainProblem,
  type CreateAgencyBody,
  type Language,
  type MessageKey,
  type SubdomainAvailability,
} from '@travel/contracts';
import type { Db, DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/http/app-error';
import { agencyOrigin, type PublicSite } from '../../platform/http/public-origin';
import type { RequestContext } from '../../platform/http/request-context';
import { hashPassword } from '../../platform/security/password';
import { agencies, type AgencyRow } from '../../platform/db/schema';
import type { AuthService } from '../auth/auth.service';
import { markupRepo } from '../pricing/markup.repo';
import { userRepo } from '../user/user.repo';
import type { SubscriptionService } from '../subscription/subscription.service';
import { agencyRepo } from './agency.repo';

/** What a new agency sells at until its owner changes it: 5% over net, no fee. */
export const DEFAULT_MARKUP = { markupType: 'percent' as const, markupValue: 5, agencyFee: 0, currency: 'USD' };

/** The Postgres error of a unique index (two sign-ups racing for one subdomain). */
function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}

type Parsed = Omit<CreateAgencyBody, 'language' | 'checked'> & { language: Language };

/**
 * 'Start your agency' on the owner's site: a subdomain's availability, and the agency made
 * with its owner's account, its defaults (every booking type, the default markup, refund
 * protection off) and a trial. The owner verifies the e-mail on the new site, then logs in there.
 */
export class OnboardingService {
  constructor(
    private readonly db: Db,
    private readonly auth: AuthService,
    private readonly subscriptions: SubscriptionService,
    private readonly site: PublicSite,
    private readonly agencyChanged: () => Promise<void>,
  ) {}

  async availability(raw: string): Promise<SubdomainAvailability> {
    const subdomain = normaliseSubdomain(raw);
    const problem = subdomainProblem(subdomain);
    if (problem) return { subdomain, isAvailable: false, reason: problem };
    const taken = await this.isTaken(this.db, subdomain);
    return { subdomain, isAvailable: !taken, reason: taken ? 'taken' : null };
  }

  async create(ctx: RequestContext, input: Parsed): Promise<{ agency: AgencyRow; siteUrl: string }> {
    if (!ctx.agency.isOwner) throw new AppError('NOT_FOUND');
    const subdomain = normaliseSubdomain(input.subdomain);
    const problem = subdomainProblem(subdomain);
    if (problem) throw subdomainRefused(`subdomain.${problem}`);
    const passwordHash = await hashPassword(input.password);
    let agency: AgencyRow;
    try {
      agency = await this.db.transaction(async (tx) => {
        if (await this.isTaken(tx, subdomain)) throw subdomainRefused('subdomain.taken');
        const [row] = await tx
          .insert(agencies)
          .values({
            code: subdomain,
            agencyName: input.agencyName,
            subdomain,
            primaryColor: input.primaryColor,
            textLanguage: input.language,
            heading: input.agencyName,
            bookingMenuItems: BOOKING_TYPES.map((title) => ({ title, active: true })),
            isSubscribed: true,
            isRefundProtectEnabled: false,
          })
          .returning();
        if (!row) throw new Error('agency not created');
        const owner = await userRepo.insert(tx, {
          agencyId: row.id,
          email: input.email,
          name: input.name,
          passwordHash,
          userType: 'AgencyOwner',
          language: input.language,
        });
        await markupRepo.save(tx, row.id, 'agency', null, DEFAULT_MARKUP, owner.id);
        await this.subscriptions.startTrial(tx, row.id);
        const origin = agencyOrigin(row, this.site);
        await this.auth.sendVerification(tx, { ...ctx, agency: row, origin, language: input.language }, owner);
        return row;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw subdomainRefused('subdomain.taken');
      throw error;
    }
    await this.agencyChanged();
    return { agency, siteUrl: agencyOrigin(agency, this.site) };
  }

  /** For the platform's own admin: any agency by id (only the owner's managers reach this). */
  async byId(caller: AgencyRow, id: string): Promise<AgencyRow> {
    if (!caller.isOwner) throw new AppError('NOT_FOUND');
    const row = await agencyRepo.findById(this.db, id);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  /** Taken: another agency has the label as its subdomain or code, or a custom domain of that name. */
  private async isTaken(db: DbOrTx, subdomain: string): Promise<boolean> {
    const hits = await Promise.all([
      agencyRepo.findBySubdomain(db, subdomain),
      agencyRepo.findByCode(db, subdomain),
      agencyRepo.findByCustomDomain(db, `${subdomain}.${this.site.baseDomain}`),
    ]);
    return hits.some((hit) => hit !== null);
  }
}

function subdomainRefused(key: MessageKey): AppError {
  return new AppError('VALIDATION_FAILED', { message: key, details: { subdomain: key } });
}
