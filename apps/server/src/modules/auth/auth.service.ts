import { ACCESS_TOKEN_TTL_SECONDS, isTravelAgentType, type Language, type LoginResult } from '@travel/contracts';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/http/app-error';
import { canLogInWithPassword } from '../../platform/http/policy';
import type { RequestContext } from '../../platform/http/request-context';
import { sendMail } from '../../platform/mail/mailer';
import { hashPassword, verifyPassword } from '../../platform/security/password';
import type { LoginThrottle } from '../../platform/security/throttle';
import { hashToken, randomToken } from '../../platform/security/tokens';
import { userRepo } from '../user/user.repo';
import { sessionRepo } from './session.repo';
import { tokenRepo } from './token.repo';
import type { UserRow } from '../../platform/db/schema';

const HOUR_MS = 3_600_000;
export const VERIFY_TTL_MS = 24 * HOUR_MS;
/** At most this many verification mails per account in VERIFY_MAIL_WINDOW_MS (sign-up and re-sends). */
export const VERIFY_MAILS_PER_WINDOW = 3;
export const VERIFY_MAIL_WINDOW_MS = HOUR_MS;
export const RESET_TTL_MS = HOUR_MS;

/** A hash to verify against when the e-mail is unknown, so both answers take as long. */
let decoyHash: Promise<string> | null = null;

export interface SignedIn {
  result: LoginResult;
  /** The session token, for the cookie; only its hash is stored. */
  token: string;
}

/** Accounts: log-in and sessions, sign-up and verification, password reset. */
export class AuthService {
  constructor(
    private readonly db: Db,
    private readonly throttle: LoginThrottle,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Opens a session for a user and builds the login result (every way of signing in ends here). */
  async startSession(ctx: RequestContext, user: UserRow, navigateTo: string | null = null): Promise<SignedIn> {
    const token = randomToken(32);
    const counted = await this.db.transaction(async (tx) => {
      await sessionRepo.create(tx, {
        agencyId: ctx.agency.id,
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(this.now().getTime() + ACCESS_TOKEN_TTL_SECONDS * 1000),
        ip: ctx.ip,
        userAgent: ctx.userAgent,
      });
      return userRepo.recordLogin(tx, ctx.agency.id, user.id);
    });
    const signedIn = counted ?? user;
    return {
      token,
      result: {
        isTravelAgent: isTravelAgentType(signedIn.userType),
        isSubscribed: ctx.agency.isSubscribed,
        loginCount: signedIn.loginCount,
        userType: signedIn.userType,
        code: ctx.agency.code,
        agencyName: ctx.agency.agencyName,
        navigateTo,
        requireEmailVerification: false,
        _id: signedIn.id,
      },
    };
  }

  async login(ctx: RequestContext, email: string, password: string): Promise<SignedIn> {
    if (!(await this.throttle.acquire(ctx.agency.id, email, ctx.ip))) throw new AppError('RATE_LIMITED');
    const user = await userRepo.findByEmail(this.db, ctx.agency.id, email);
    let matches = false;
    if (user?.passwordHash) matches = await verifyPassword(user.passwordHash, password);
    else {
      // Spend the same time as a real check, so the answer does not tell which e-mails exist.
      decoyHash ??= hashPassword(randomToken(16));
      await verifyPassword(await decoyHash, password);
    }
    if (!user || !matches) {
      await this.throttle.recordFailure(ctx.agency.id, email, ctx.ip);
      throw new AppError('INVALID_CREDENTIALS');
    }
    await this.throttle.recordSuccess(ctx.agency.id, email, ctx.ip);
    if (user.status !== 'Active') throw new AppError('ACCOUNT_INACTIVE');
    // Only after the password matched, so the answer tells a stranger nothing about the account.
    if (!canLogInWithPassword(user, ctx.agency)) throw new AppError('DIRECT_LOGIN_DISABLED');
    if (!user.emailVerifiedAt) {
      const isSent = await this.db.transaction((tx) => this.sendVerification(tx, ctx, user));
      // Past the re-send limit the links already sent still work: the answer points to them.
      throw new AppError('EMAIL_NOT_VERIFIED', isSent ? {} : { message: 'error.EMAIL_NOT_VERIFIED_SENT' });
    }
    return this.startSession(ctx, user);
  }

  async logout(agencyId: string, sessionId: string): Promise<void> {
    await sessionRepo.revoke(this.db, agencyId, sessionId);
  }

  async signUp(
    ctx: RequestContext,
    input: { name: string; email: string; password: string; language: Language },
  ): Promise<void> {
    const passwordHash = await hashPassword(input.password);
    await this.db.transaction(async (tx) => {
      if (await userRepo.findByEmail(tx, ctx.agency.id, input.email)) throw new AppError('EMAIL_TAKEN');
      const user = await userRepo.insert(tx, {
        agencyId: ctx.agency.id,
        email: input.email,
        name: input.name,
        passwordHash,
        userType: 'Client',
        language: input.language,
      });
      await this.sendVerification(tx, ctx, user);
    });
  }

  /**
   * Mails another verification link, in the same transaction; the earlier unexpired links stay
   * valid until one of them is used. Rate limited: false, sending nothing, once the account had
   * VERIFY_MAILS_PER_WINDOW of them in the window (the user's lock keeps concurrent log-ins to it).
   * Also the back-office's re-send to a client (modules/agency-people).
   */
  async sendVerification(
    tx: Parameters<Parameters<Db['transaction']>[0]>[0],
    ctx: RequestContext,
    user: UserRow,
  ): Promise<boolean> {
    await userRepo.lockForUpdate(tx, ctx.agency.id, user.id);
    const since = new Date(this.now().getTime() - VERIFY_MAIL_WINDOW_MS);
    const sent = await tokenRepo.countIssuedSince(tx, ctx.agency.id, 'verify_email', user.id, since);
    if (sent >= VERIFY_MAILS_PER_WINDOW) return false;
    const token = randomToken();
    await tokenRepo.insert(tx, {
      agencyId: ctx.agency.id,
      userId: user.id,
      purpose: 'verify_email',
      tokenHash: hashToken(token),
      expiresAt: new Date(this.now().getTime() + VERIFY_TTL_MS),
      createdAt: this.now(),
    });
    const link = `${ctx.origin}/verify?token=${encodeURIComponent(token)}`;
    await sendMail(tx, ctx, user.email, user.language, { kind: 'verify-email', name: user.name, link });
    return true;
  }

  async verifyEmail(ctx: RequestContext, token: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const row = await tokenRepo.findLive(tx, ctx.agency.id, 'verify_email', hashToken(token), this.now());
      if (!row?.userId || !(await tokenRepo.consume(tx, ctx.agency.id, row.id))) throw new AppError('TOKEN_INVALID');
      await userRepo.update(tx, ctx.agency.id, row.userId, { emailVerifiedAt: this.now() });
      // One link used: the address is proven, and the other links sent have done their work.
      await tokenRepo.revokeForUser(tx, ctx.agency.id, 'verify_email', row.userId);
    });
  }

  /** Answers the same whether or not the e-mail has an account. */
  async sendResetLink(ctx: RequestContext, email: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const user = await userRepo.findByEmail(tx, ctx.agency.id, email);
      if (!user || user.status !== 'Active') return;
      const token = randomToken();
      await tokenRepo.revokeForUser(tx, ctx.agency.id, 'reset_password', user.id);
      await tokenRepo.insert(tx, {
        agencyId: ctx.agency.id,
        userId: user.id,
        purpose: 'reset_password',
        tokenHash: hashToken(token),
        expiresAt: new Date(this.now().getTime() + RESET_TTL_MS),
      });
      const link = `${ctx.origin}/newPassword?token=${encodeURIComponent(token)}`;
      await sendMail(tx, ctx, user.email, user.language, { kind: 'reset-password', name: user.name, link });
    });
  }

  async isResetTokenValid(ctx: RequestContext, token: string): Promise<boolean> {
    return (await tokenRepo.findLive(this.db, ctx.agency.id, 'reset_password', hashToken(token), this.now())) !== null;
  }

  /** Sets the new password, uses up the link, signs the user out everywhere and tells them. */
  async resetPassword(ctx: RequestContext, token: string, password: string): Promise<void> {
    const passwordHash = await hashPassword(password);
    await this.db.transaction(async (tx) => {
      const row = await tokenRepo.findLive(tx, ctx.agency.id, 'reset_password', hashToken(token), this.now());
      if (!row?.userId || !(await tokenRepo.consume(tx, ctx.agency.id, row.id))) throw new AppError('TOKEN_INVALID');
      // Following the link proves the address, so an unverified account becomes verified.
      const user = await userRepo.update(tx, ctx.agency.id, row.userId, { passwordHash, emailVerifiedAt: this.now() });
      if (!user) throw new AppError('TOKEN_INVALID');
      await sessionRepo.revokeAllOfUser(tx, ctx.agency.id, user.id);
      await sendMail(tx, ctx, user.email, user.language, { kind: 'password-changed', name: user.name });
    });
  }
}
