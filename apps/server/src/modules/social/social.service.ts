import { timingSafeEqual } from 'node:crypto';
import type { SocialProvider } from '@travel/contracts';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { sendMail } from '../../platform/mail/mailer';
import { hashToken, randomCode, randomToken } from '../../platform/security/tokens';
import type { AuthService, SignedIn } from '../auth/auth.service';
import { tokenRepo } from '../auth/token.repo';
import { userRepo, type UserRow } from '../user/user.repo';
import { fetchProfile, type OAuthProvider, type SocialProfile } from './providers';

const REGISTRATION_TTL_MS = 15 * 60_000;
const MAX_CODE_ATTEMPTS = 5;

export type SocialOutcome = SignedIn | { requireEmailVerification: true; registrationToken: string; name: string };

/** Where the provider sends the browser back; the same value must be sent with the code. */
export function socialRedirectUri(origin: string, type: SocialProvider, isSignup: boolean): string {
  return `${origin}/social?type=${type}&isSignup=${isSignup}`;
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Google and Facebook log-in (OAuth 2.0 authorization code). A profile with an e-mail signs in
 * (or signs up when asked to); one without asks for an e-mail, proven by a mailed code.
 */
export class SocialService {
  constructor(
    private readonly db: Db,
    private readonly auth: AuthService,
    private readonly providers: Partial<Record<SocialProvider, OAuthProvider>>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private providerFor(ctx: RequestContext, type: SocialProvider): OAuthProvider {
    const enabled = type === 'google' ? ctx.agency.isGoogleEnabled : ctx.agency.isFacebookEnabled;
    const provider = this.providers[type];
    if (!enabled || !provider) throw new AppError('NOT_FOUND');
    return provider;
  }

  /** The provider's consent page for this site, with the anti-forgery state. */
  authorizeUrl(ctx: RequestContext, type: SocialProvider, isSignup: boolean, state: string): string {
    const provider = this.providerFor(ctx, type);
    const url = new URL(provider.authUrl);
    url.search = new URLSearchParams({
      client_id: provider.clientId,
      redirect_uri: socialRedirectUri(ctx.origin, type, isSignup),
      response_type: 'code',
      scope: provider.scope,
      state,
    }).toString();
    return url.toString();
  }

  async complete(
    ctx: RequestContext,
    input: { code: string; type: SocialProvider; isSignup: boolean; state: string },
    expectedState: string | undefined,
  ): Promise<SocialOutcome> {
    const provider = this.providerFor(ctx, input.type);
    if (!expectedState || !sameText(expectedState, input.state)) throw new AppError('SOCIAL_FAILED');
    let profile: SocialProfile;
    try {
      profile = await fetchProfile(provider, input.code, socialRedirectUri(ctx.origin, input.type, input.isSignup));
    } catch (error) {
      throw new AppError('SOCIAL_FAILED', { cause: error });
    }
    if (!profile.email) return this.askForEmail(ctx, input.type, profile, input.isSignup);
    return this.signInByEmail(ctx, profile.email, profile.name, input.isSignup);
  }

  private async signInByEmail(ctx: RequestContext, email: string, name: string, isSignup: boolean): Promise<SignedIn> {
    const user = await this.db.transaction(async (tx): Promise<UserRow> => {
      const existing = await userRepo.findByEmail(tx, ctx.agency.id, email);
      if (existing) {
        // The provider vouched for the address: an account waiting for verification is verified.
        if (!existing.emailVerifiedAt)
          return (await userRepo.update(tx, ctx.agency.id, existing.id, { emailVerifiedAt: this.now() })) ?? existing;
        return existing;
      }
      if (!isSignup) throw new AppError('SOCIAL_ACCOUNT_NOT_FOUND');
      return userRepo.insert(tx, {
        agencyId: ctx.agency.id,
        email,
        name,
        userType: 'Client',
        emailVerifiedAt: this.now(),
        language: ctx.language,
      });
    });
    if (user.status !== 'Active') throw new AppError('ACCOUNT_INACTIVE');
    return this.auth.startSession(ctx, user);
  }

  private async askForEmail(
    ctx: RequestContext,
    type: SocialProvider,
    profile: SocialProfile,
    isSignup: boolean,
  ): Promise<SocialOutcome> {
    const registrationToken = randomToken();
    await tokenRepo.insert(this.db, {
      agencyId: ctx.agency.id,
      userId: null,
      purpose: 'social_registration',
      tokenHash: hashToken(registrationToken),
      expiresAt: new Date(this.now().getTime() + REGISTRATION_TTL_MS),
      data: { provider: type, providerUserId: profile.providerUserId, name: profile.name, isSignup },
    });
    return { requireEmailVerification: true, registrationToken, name: profile.name };
  }

  /** Mails a code to the e-mail the person typed; the code proves they own it. */
  async registerEmail(ctx: RequestContext, registrationToken: string, email: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const row = await tokenRepo.findLive(
        tx,
        ctx.agency.id,
        'social_registration',
        hashToken(registrationToken),
        this.now(),
      );
      if (!row) throw new AppError('TOKEN_INVALID');
      const code = randomCode();
      await tokenRepo.updateData(tx, ctx.agency.id, row.id, {
        ...row.data,
        email,
        codeHash: hashToken(`${row.id}:${code}`),
      });
      await sendMail(tx, ctx, email, ctx.language, {
        kind: 'social-email-code',
        name: String(row.data.name ?? ''),
        code,
      });
    });
  }

  async verifyCode(ctx: RequestContext, registrationToken: string, code: string): Promise<SignedIn> {
    const row = await tokenRepo.findLive(
      this.db,
      ctx.agency.id,
      'social_registration',
      hashToken(registrationToken),
      this.now(),
    );
    const email = typeof row?.data.email === 'string' ? row.data.email : null;
    if (!row || !email) throw new AppError('TOKEN_INVALID');
    // Counted before compared, so guesses sent in parallel cannot get past the limit.
    const attempts = await tokenRepo.countAttempt(this.db, ctx.agency.id, row.id);
    if (attempts > MAX_CODE_ATTEMPTS || row.data.codeHash !== hashToken(`${row.id}:${code}`)) {
      if (attempts >= MAX_CODE_ATTEMPTS) await tokenRepo.consume(this.db, ctx.agency.id, row.id);
      throw new AppError('CODE_INVALID');
    }
    if (!(await tokenRepo.consume(this.db, ctx.agency.id, row.id))) throw new AppError('TOKEN_INVALID');
    // Proving the e-mail is the sign-up: the person asked to continue with this provider.
    return this.signInByEmail(ctx, email, String(row.data.name ?? email), true);
  }
}
