import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { sendMail } from '../../platform/mail/mailer';
import { hashPassword } from '../../platform/security/password';
import { hashToken, randomToken } from '../../platform/security/tokens';
import { tokenRepo } from '../auth/token.repo';
import { userRepo } from '../user/user.repo';
import type { UserRow } from '../../platform/db/schema';

const INVITATION_TTL_MS = 7 * 24 * 3_600_000;

interface InvitationData {
  email: string;
  isRestrictedAgent: boolean;
  invitedBy: string;
}

function readInvitation(data: Record<string, unknown>): InvitationData {
  return {
    email: String(data.email ?? ''),
    isRestrictedAgent: data.isRestrictedAgent === true,
    invitedBy: String(data.invitedBy ?? ''),
  };
}

/** Agents join by invitation: a manager invites an e-mail, the link opens an agent sign-up. */
export class InvitationService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async invite(ctx: RequestContext, actor: UserRow, email: string, isRestrictedAgent: boolean): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (await userRepo.findByEmail(tx, ctx.agency.id, email)) throw new AppError('EMAIL_TAKEN');
      const token = randomToken();
      await tokenRepo.insert(tx, {
        agencyId: ctx.agency.id,
        userId: null,
        purpose: 'invitation',
        tokenHash: hashToken(token),
        expiresAt: new Date(this.now().getTime() + INVITATION_TTL_MS),
        data: { email, isRestrictedAgent, invitedBy: actor.id },
      });
      const link = `${ctx.origin}/signup?invite=${encodeURIComponent(token)}`;
      await sendMail(tx, ctx, email, ctx.language, { kind: 'invitation', inviter: actor.name, link });
    });
  }

  /** The invitation behind a link, for the sign-up form (e-mail prefilled and locked). */
  async lookup(
    ctx: RequestContext,
    token: string,
  ): Promise<{ email: string; isRestrictedAgent: boolean; agencyName: string }> {
    const row = await tokenRepo.findLive(this.db, ctx.agency.id, 'invitation', hashToken(token), this.now());
    if (!row) throw new AppError('TOKEN_INVALID');
    const { email, isRestrictedAgent } = readInvitation(row.data);
    return { email, isRestrictedAgent, agencyName: ctx.agency.agencyName };
  }

  /** Creates the agent's account from the invitation: the e-mail is proven by the link. */
  async acceptAsAgent(ctx: RequestContext, token: string, name: string, password: string): Promise<UserRow> {
    const passwordHash = await hashPassword(password);
    return this.db.transaction(async (tx) => {
      const row = await tokenRepo.findLive(tx, ctx.agency.id, 'invitation', hashToken(token), this.now());
      if (!row || !(await tokenRepo.consume(tx, ctx.agency.id, row.id))) throw new AppError('TOKEN_INVALID');
      const invitation = readInvitation(row.data);
      if (await userRepo.findByEmail(tx, ctx.agency.id, invitation.email)) throw new AppError('EMAIL_TAKEN');
      return userRepo.insert(tx, {
        agencyId: ctx.agency.id,
        email: invitation.email,
        name,
        passwordHash,
        userType: 'Agent',
        isRestrictedAgent: invitation.isRestrictedAgent,
        emailVerifiedAt: this.now(),
        language: ctx.language,
      });
    });
  }
}
