import { timingSafeEqual } from 'node:crypto';
import type { SocialProvider } from '@travel/contracts';
import type { Db, DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { sendMail } from '../../platform/mail/mailer';
import { hashToken, randomCode, randomToken } from '../../platform/security/tokens';
import type { AuthService, SignedIn } from '../auth/auth.service';
import { tokenRepo } from '../auth/token.repo';
import { userRepo } from '../user/user.repo';
import { fetchProfile, type OAuthProvider, type SocialProfile } from './providers';
import { socialIdentityRepo } from './social-identity.repo';
import type { UserRow } from '../../platform/db/schema';

const REGISTRATION_TTL_MS = 15 * 60_000;
const MAX_CODE_ATTEMPTS = 5;

export type SocialOutcome = SignedIn | { requireEmailVerification: true; registrationToken: string; name: string };

/** A provider's profile, by its stable subject id. */
interface ProviderIdentity {
  provider: SocialProvider;
  providerUserId: string;
}

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
 * Google and Facebook log-in (OAuth 2.0 authorization code). A profile already linked to an
 * account of the agency signs straight in; one with an e-mail signs in (or signs up when asked
 * to); one without asks for an e-mail, proven by a mailed code. Each successful sign-in links the
 * profile to the account, so the e-mail step happens once.
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
    const identity = { provider: input.type, providerUserId: profile.providerUserId };
    const linked = await socialIdentityRepo.findUser(
      this.db,
      ctx.agency.id,
      identity.provider,
      identity.providerUserId,
    );
    if (linked) return this.startSession(ctx, linked);
    if (!profile.email) return this.askForEmail(ctx, input.type, profile, input.isSignup);
    return this.signInByEmail(ctx, identity, profile.email, profile.name, input.isSignup);
  }

  /**
   * Signs in the account of an e-mail the provider or a mailed code proved (creating it on a
   * sign-up; 404 SOCIAL_ACCOUNT_NOT_FOUND on a log-in without one) and links the profile to it.
   */
  private async signInByEmail(
    ctx: RequestContext,
    identity: ProviderIdentity,
    email: string,
    name: string,
    isSignup: boolean,
  ): Promise<SignedIn> {
    const user = await this.db.transaction(async (tx): Promise<UserRow> => {
      const account = await this.findOrCreate(tx, ctx, email, name, isSignup);
      await socialIdentityRepo.link(tx, { agencyId: ctx.agency.id, userId: account.id, ...identity });
      return account;
    });
    return this.startSession(ctx, user);
  }

  private async findOrCreate(
    tx: DbOrTx,
    ctx: RequestContext,
    email: string,
    name: string,
    isSignup: boolean,
  ): Promise<UserRow> {
    const existing = await userRepo.findByEmail(tx, ctx.agency.id, email);
    if (existing) {
      // The e-mail is proven: an account waiting for verification is verified.
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
  }

  private async startSession(ctx: RequestContext, user: UserRow): Promise<SignedIn> {
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
    const identity = registrationIdentity(row.data);
    if (!identity) throw new AppError('TOKEN_INVALID');
    if (!(await tokenRepo.consume(this.db, ctx.agency.id, row.id))) throw new AppError('TOKEN_INVALID');
    // A log-in (not a sign-up) whose proven e-mail has no account answers 404, as /api/social does.
    return this.signInByEmail(ctx, identity, email, String(row.data.name ?? email), row.data.isSignup === true);
  }
}

/** The provider profile a social registration token carries. */
function registrationIdentity(data: Record<string, unknown>): ProviderIdentity | null {
  const { provider, providerUserId } = data;
  if ((provider !== 'google' && provider !== 'facebook') || typeof providerUserId !== 'string') return null;
  return { provider, providerUserId };
}
