import type { Language } from '@travel/contracts';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/http/app-error';
import { canManageUser } from '../../platform/http/policy';
import type { RequestContext } from '../../platform/http/request-context';
import { sendMail } from '../../platform/mail/mailer';
import { hashPassword, verifyPassword } from '../../platform/security/password';
import { hashToken, randomCode } from '../../platform/security/tokens';
import { sessionRepo } from '../auth/session.repo';
import { tokenRepo } from '../auth/token.repo';
import { userRepo } from './user.repo';
import type { UserRow } from '../../platform/db/schema';

const CODE_TTL_MS = 15 * 60_000;
const MAX_CODE_ATTEMPTS = 5;

/** The signed-in user's own account: profile, password, e-mail, language; and user status. */
export class UserService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async editProfile(
    user: UserRow,
    changes: { name: string; phone: string | null; profileImage: string | null },
  ): Promise<UserRow> {
    const updated = await userRepo.update(this.db, user.agencyId, user.id, changes);
    if (!updated) throw new AppError('NOT_FOUND');
    return updated;
  }

  /** Changes the password and signs out every other session; this one stays. */
  async changePassword(
    ctx: RequestContext,
    user: UserRow,
    sessionId: string,
    current: string,
    next: string,
  ): Promise<void> {
    if (!user.passwordHash || !(await verifyPassword(user.passwordHash, current))) throw new AppError('WRONG_PASSWORD');
    const passwordHash = await hashPassword(next);
    await this.db.transaction(async (tx) => {
      await userRepo.update(tx, user.agencyId, user.id, { passwordHash });
      await sessionRepo.revokeAllOfUser(tx, user.agencyId, user.id, sessionId);
      await sendMail(tx, ctx, user.email, user.language, { kind: 'password-changed', name: user.name });
    });
  }

  /** Sends a six-digit code to the new address; the change happens when the code comes back. */
  async requestEmailChange(ctx: RequestContext, user: UserRow, email: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const owner = await userRepo.findByEmail(tx, user.agencyId, email);
      if (owner) throw new AppError(owner.id === user.id ? 'CONFLICT' : 'EMAIL_TAKEN');
      const code = randomCode();
      await tokenRepo.revokeForUser(tx, user.agencyId, 'email_change', user.id);
      await tokenRepo.insert(tx, {
        agencyId: user.agencyId,
        userId: user.id,
        purpose: 'email_change',
        tokenHash: hashToken(`${user.id}:${code}`),
        expiresAt: new Date(this.now().getTime() + CODE_TTL_MS),
        data: { email },
      });
      await sendMail(tx, ctx, email, user.language, { kind: 'email-change-code', name: user.name, code });
    });
  }

  async confirmEmailChange(ctx: RequestContext, user: UserRow, code: string): Promise<UserRow> {
    const pending = await tokenRepo.findLiveForUser(this.db, user.agencyId, 'email_change', user.id, this.now());
    if (!pending) throw new AppError('CODE_INVALID');
    // Each guess is counted before it is compared, so guesses sent in parallel cannot get past the
    // limit; too many wrong guesses kill the code: a new one must be asked for.
    const attempts = await tokenRepo.countAttempt(this.db, user.agencyId, pending.id);
    if (attempts > MAX_CODE_ATTEMPTS || pending.tokenHash !== hashToken(`${user.id}:${code}`)) {
      if (attempts >= MAX_CODE_ATTEMPTS) await tokenRepo.consume(this.db, user.agencyId, pending.id);
      throw new AppError('CODE_INVALID');
    }
    const newEmail = String(pending.data.email ?? '');
    return this.db.transaction(async (tx) => {
      if (!(await tokenRepo.consume(tx, user.agencyId, pending.id))) throw new AppError('CODE_INVALID');
      if (await userRepo.findByEmail(tx, user.agencyId, newEmail)) throw new AppError('EMAIL_TAKEN');
      const updated = await userRepo.update(tx, user.agencyId, user.id, {
        email: newEmail,
        emailVerifiedAt: this.now(),
      });
      if (!updated) throw new AppError('NOT_FOUND');
      await sendMail(tx, ctx, user.email, user.language, { kind: 'email-changed', name: user.name, newEmail });
      return updated;
    });
  }

  searchByEmail(agencyId: string, text: string): Promise<UserRow[]> {
    return userRepo.searchByEmail(this.db, agencyId, text);
  }

  async changeLanguage(user: UserRow, language: Language): Promise<void> {
    await userRepo.update(this.db, user.agencyId, user.id, { language });
  }

  /** Activates or deactivates another account; deactivation ends its sessions at once. */
  async updateStatus(actor: UserRow, userId: string, status: 'Active' | 'inactive'): Promise<UserRow> {
    const target = await userRepo.findById(this.db, actor.agencyId, userId);
    if (!target) throw new AppError('NOT_FOUND');
    if (!canManageUser(actor, target)) throw new AppError('FORBIDDEN');
    return this.db.transaction(async (tx) => {
      const updated = await userRepo.update(tx, actor.agencyId, userId, { status });
      if (!updated) throw new AppError('NOT_FOUND');
      if (status === 'inactive') await sessionRepo.revokeAllOfUser(tx, actor.agencyId, userId);
      return updated;
    });
  }
}
