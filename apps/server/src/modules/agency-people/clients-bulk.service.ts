import type { Readable } from 'node:stream';
import {
  translateMessage,
  validateEmail,
  validateName,
  type ClientAction,
  type ClientRowReport,
  type CreateClientsResult,
} from '@travel/contracts';
import { csvStream } from '../../platform/csv/csv';
import type { Db } from '../../platform/db/client';
import type { UserRow } from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';
import { clientScopeOf, may, mayActOnUser, type BackOfficeAction } from '../../platform/http/policy';
import type { RequestContext } from '../../platform/http/request-context';
import { sendMails } from '../../platform/mail/mailer';
import { hashToken, randomToken } from '../../platform/security/tokens';
import type { AuthService } from '../auth/auth.service';
import { tokenRepo } from '../auth/token.repo';
import { CLIENT_INVITATION_TTL_MS, clientInvitationMail } from './people-mail';
import { peopleRepo } from './people.repo';
import type { PeopleService } from './people.service';

/** The policy action each bulk action needs. */
const ACTION_POLICY: Record<ClientAction, BackOfficeAction> = {
  activate: 'clients.status',
  deactivate: 'clients.status',
  resendVerification: 'clients.resendVerification',
  enableRewardWallet: 'clients.wallet',
  disableRewardWallet: 'clients.wallet',
};

type Outcome = 'done' | 'skipped' | 'notFound' | 'forbidden';

const EXPORT_HEADER = ['Name', 'E-mail', 'Status', 'Verified', 'Reward wallet', 'Phone', 'Joined (UTC)'];

function joinedAt(date: Date): string {
  return date.toISOString().slice(0, 16).replace('T', ' ');
}

/** The next day's midnight UTC of a YYYY-MM-DD date: the end of an inclusive range. */
function dayAfter(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000);
}

/** What the back-office does to many clients at once: create (the bulk upload), act on, export. */
export class ClientsBulkService {
  constructor(
    private readonly db: Db,
    private readonly people: PeopleService,
    private readonly auth: AuthService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Checks each row with the sign-up rules (spec section 5) and creates the valid new ones, each
   * invited by e-mail to choose a password (a set-password link, which also proves the address).
   * Idempotent by e-mail: an address the agency has is `exists`, so the same file sent twice
   * creates and mails nothing the second time. A restricted agent's clients become their own.
   */
  async create(
    ctx: RequestContext,
    actor: UserRow,
    rows: Array<{ name: string; email: string }>,
    dryRun: boolean,
  ): Promise<CreateClientsResult> {
    const reports: ClientRowReport[] = [];
    const seen = new Set<string>();
    const candidates: ClientRowReport[] = [];
    rows.forEach((input, index) => {
      const name = input.name.trim();
      const email = input.email.trim().toLowerCase();
      const report: ClientRowReport = { row: index + 1, name, email, outcome: 'valid' };
      const nameError = validateName(input.name);
      const emailError = validateEmail(input.email);
      if (nameError || emailError) {
        report.outcome = 'invalid';
        report.errors = {
          ...(nameError ? { name: translateMessage(nameError, ctx.language) } : {}),
          ...(emailError ? { email: translateMessage(emailError, ctx.language) } : {}),
        };
      } else if (seen.has(email)) report.outcome = 'duplicate';
      else {
        seen.add(email);
        candidates.push(report);
      }
      reports.push(report);
    });

    const existing = await peopleRepo.idsByEmail(this.db, actor.agencyId, [...seen]);
    const fresh = candidates.filter((report) => {
      const id = existing.get(report.email);
      if (id) Object.assign(report, { outcome: 'exists', _id: id });
      return !id;
    });
    if (!dryRun && fresh.length > 0) await this.insertAndInvite(ctx, actor, fresh);
    return {
      created: reports.filter((r) => r.outcome === 'created').length,
      valid: reports.filter((r) => r.outcome === 'valid').length,
      exists: reports.filter((r) => r.outcome === 'exists').length,
      duplicate: reports.filter((r) => r.outcome === 'duplicate').length,
      invalid: reports.filter((r) => r.outcome === 'invalid').length,
      rows: reports,
    };
  }

  private async insertAndInvite(ctx: RequestContext, actor: UserRow, fresh: ClientRowReport[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      const inserted = await peopleRepo.insertMany(
        tx,
        fresh.map((report) => ({
          agencyId: actor.agencyId,
          email: report.email,
          name: report.name,
          userType: 'Client' as const,
          language: ctx.language,
          createdById: actor.id,
        })),
      );
      const idOf = new Map(inserted.map((row) => [row.email, row.id]));
      // Taken by a sign-up between the look-up and the insert: it exists now.
      const raced = await peopleRepo.idsByEmail(
        tx,
        actor.agencyId,
        fresh.filter((r) => !idOf.has(r.email)).map((r) => r.email),
      );
      const expiresAt = new Date(this.now().getTime() + CLIENT_INVITATION_TTL_MS);
      const invitations = fresh.flatMap((report) => {
        const id = idOf.get(report.email);
        if (!id) {
          Object.assign(report, { outcome: 'exists', _id: raced.get(report.email) });
          return [];
        }
        Object.assign(report, { outcome: 'created', _id: id });
        return [{ report, id, token: randomToken() }];
      });
      await tokenRepo.insertMany(
        tx,
        invitations.map(({ id, token }) => ({
          agencyId: actor.agencyId,
          userId: id,
          purpose: 'reset_password' as const,
          tokenHash: hashToken(token),
          expiresAt,
        })),
      );
      await sendMails(
        tx,
        ctx,
        invitations.map(({ report, token }) => ({
          to: report.email,
          language: ctx.language,
          template: clientInvitationMail({
            name: report.name,
            inviter: actor.name,
            link: `${ctx.origin}/newPassword?token=${encodeURIComponent(token)}`,
          }),
        })),
      );
    });
  }

  /** One action on many clients; each answered: done, skipped (nothing to do), notFound, forbidden. */
  async act(
    ctx: RequestContext,
    actor: UserRow,
    action: ClientAction,
    userIds: string[],
  ): Promise<Array<{ userId: string; outcome: Outcome }>> {
    const policyAction = ACTION_POLICY[action];
    if (!may(actor, policyAction)) throw new AppError('FORBIDDEN');
    const ids = [...new Set(userIds)];
    return this.db.transaction(async (tx) => {
      const found = new Map(
        (await peopleRepo.findMany(tx, clientScopeOf(actor), 'Client', ids)).map((user) => [user.id, user]),
      );
      const outcomes = new Map<string, Outcome>();
      const todo: UserRow[] = [];
      for (const id of ids) {
        const client = found.get(id);
        if (!client) outcomes.set(id, 'notFound');
        else if (!mayActOnUser(actor, policyAction, client)) outcomes.set(id, 'forbidden');
        else todo.push(client);
      }
      const change = async (isDue: (client: UserRow) => boolean, apply: (ids: string[]) => Promise<unknown>) => {
        const due = todo.filter(isDue);
        for (const client of todo) outcomes.set(client.id, due.includes(client) ? 'done' : 'skipped');
        await apply(due.map((client) => client.id));
      };
      if (action === 'activate' || action === 'deactivate') {
        const status = action === 'activate' ? 'Active' : 'inactive';
        await change(
          (client) => client.status !== status,
          (due) => this.people.applyStatus(tx, actor.agencyId, due, status),
        );
      } else if (action === 'enableRewardWallet' || action === 'disableRewardWallet') {
        const isEnabled = action === 'enableRewardWallet';
        await change(
          (client) => client.isRewardWalletEnabled !== isEnabled,
          (due) => peopleRepo.updateMany(tx, actor.agencyId, due, { isRewardWalletEnabled: isEnabled }),
        );
      } else {
        for (const client of todo) {
          const isSent = !client.emailVerifiedAt && (await this.auth.sendVerification(tx, ctx, client));
          outcomes.set(client.id, isSent ? 'done' : 'skipped');
        }
      }
      return ids.map((userId) => ({ userId, outcome: outcomes.get(userId) ?? 'notFound' }));
    });
  }

  /** The clients who joined between the dates (inclusive, UTC) as a streamed CSV. */
  exportCsv(actor: UserRow, range: { startDate?: string | undefined; endDate?: string | undefined }): Readable {
    const batches = peopleRepo.clientsJoined(this.db, clientScopeOf(actor), {
      from: range.startDate ? new Date(`${range.startDate}T00:00:00Z`) : null,
      to: range.endDate ? dayAfter(range.endDate) : null,
    });
    async function* rows() {
      for await (const batch of batches) {
        yield batch.map((client) => [
          client.name,
          client.email,
          client.status,
          client.emailVerifiedAt ? 'yes' : 'no',
          client.isRewardWalletEnabled ? 'on' : 'off',
          client.phone,
          joinedAt(client.createdAt),
        ]);
      }
    }
    return csvStream(EXPORT_HEADER, rows());
  }
}
