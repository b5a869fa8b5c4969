import { errors, jwtVerify } from 'jose';
import type { Db } from '../../platform/db/client';
import { ssoReplays } from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import type { AuthService, SignedIn } from '../auth/auth.service';
import { userRepo } from '../user/user.repo';

/** SSO tokens must be fresh: issued at most this long ago. */
const MAX_AGE_SECONDS = 300;

/** Only paths of this site can follow a sign-in (no open redirect). */
export function safeDeepLink(link: string | null | undefined): string | null {
  if (!link || !link.startsWith('/') || link.startsWith('//') || link.includes('\\')) return null;
  return link;
}

/**
 * Single sign-on from the agency's own portal: a short-lived JWT signed with the agency's secret
 * (HS256), addressed to the agency (audience = its code), with a single-use id. A valid one logs
 * the person in, creating their account the first time.
 */
export class SsoService {
  constructor(
    private readonly db: Db,
    private readonly auth: AuthService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async signIn(ctx: RequestContext, token: string, deepLink: string | null | undefined): Promise<SignedIn> {
    const { agency } = ctx;
    if (!agency.isSsoEnabled || !agency.ssoSecret) throw new AppError('SSO_FAILED');
    let claims: { email?: unknown; name?: unknown; jti?: unknown; exp?: number };
    try {
      const verified = await jwtVerify(token, new TextEncoder().encode(agency.ssoSecret), {
        algorithms: ['HS256'],
        audience: agency.code,
        maxTokenAge: MAX_AGE_SECONDS,
        requiredClaims: ['jti', 'exp', 'iat', 'email'],
        currentDate: this.now(),
      });
      claims = verified.payload;
    } catch (error) {
      if (error instanceof errors.JOSEError) throw new AppError('SSO_FAILED', { cause: error });
      throw error;
    }
    const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || typeof claims.jti !== 'string') throw new AppError('SSO_FAILED');

    const user = await this.db.transaction(async (tx) => {
      // The id is spent in the same transaction that signs in: a replay finds it taken.
      const spent = await tx
        .insert(ssoReplays)
        .values({ agencyId: agency.id, jti: String(claims.jti), expiresAt: new Date((claims.exp ?? 0) * 1000) })
        .onConflictDoNothing()
        .returning({ jti: ssoReplays.jti });
      if (spent.length === 0) throw new AppError('SSO_FAILED');
      const existing = await userRepo.findByEmail(tx, agency.id, email);
      // The agency's signed token vouches for the address: an account waiting for its e-mail
      // link (e.g. a sign-up on the site) is verified, so a later password log-in is not refused.
      if (existing && !existing.emailVerifiedAt)
        return (await userRepo.update(tx, agency.id, existing.id, { emailVerifiedAt: this.now() })) ?? existing;
      if (existing) return existing;
      const name =
        typeof claims.name === 'string' && claims.name.trim()
          ? claims.name.trim().slice(0, 100)
          : (email.split('@')[0] ?? email);
      return userRepo.insert(tx, {
        agencyId: agency.id,
        email,
        name,
        userType: 'Client',
        emailVerifiedAt: this.now(),
        language: ctx.language,
      });
    });
    if (user.status !== 'Active') throw new AppError('ACCOUNT_INACTIVE');
    return this.auth.startSession(ctx, user, safeDeepLink(deepLink));
  }
}
