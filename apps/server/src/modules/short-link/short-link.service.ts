import { randomInt } from 'node:crypto';
import {
  deepLinkDetailsOf,
  ownSitePath,
  shortLinkTypeOf,
  SHORT_CODE_ALPHABET,
  SHORT_CODE_LENGTH,
  type AgencyShortUrl,
  type AgencyShortUrlsQuery,
  type ShortUrlDetails,
} from '@travel/contracts';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { sendMail } from '../../platform/mail/mailer';
import type { AgencyRow, ShortLinkRow, UserRow } from '../../platform/db/schema';
import { shortLinkMail } from './short-link-mail';
import { shortLinkRepo, type ShortLinkCounter } from './short-link.repo';
import { roleOf } from '../../platform/http/policy';

/** Whose links a user manages: a restricted agent their own (their id), anyone else the agency's (null). */
const ownOnly = (actor: UserRow): string | null => (roleOf(actor) === 'restrictedAgent' ? actor.id : null);

/** A fresh code: SHORT_CODE_LENGTH characters of base62, each drawn by the crypto RNG. */
export function newShortCode(): string {
  let code = '';
  for (let i = 0; i < SHORT_CODE_LENGTH; i++) code += SHORT_CODE_ALPHABET[randomInt(SHORT_CODE_ALPHABET.length)];
  return code;
}

export const shortUrlOf = (origin: string, code: string) => `${origin}/url/${code}`;

/** Short links of an agency's pages: made by its agents, opened by anyone, counted as a funnel. */
export class ShortLinkService {
  constructor(private readonly db: Db) {}

  async create(ctx: RequestContext, actor: UserRow, url: string) {
    const path = ownSitePath(url, ctx.origin);
    if (!path) throw new AppError('VALIDATION_FAILED', { details: { url: 'validation.ownSiteUrl' } });
    // 62^10 codes: a collision is a once-in-a-lifetime event, retried rather than assumed away.
    for (let attempt = 0; attempt < 5; attempt++) {
      const code = newShortCode();
      if (await shortLinkRepo.codeExists(this.db, code)) continue;
      const row = await shortLinkRepo.insert(this.db, {
        agencyId: ctx.agency.id,
        createdById: actor.id,
        code,
        path,
        type: shortLinkTypeOf(path),
      });
      return this.view(ctx.origin, row);
    }
    throw new AppError('CONFLICT');
  }

  /** What a link restores, counting the opening; the link's id marks the visitor's later searches. */
  async open(agency: AgencyRow, code: string): Promise<{ id: string; details: ShortUrlDetails }> {
    const row = await this.find(agency, code);
    await shortLinkRepo.increment(this.db, agency.id, row.id, 'clicks');
    return { id: row.id, details: { url: row.path, deepLinkDetails: deepLinkDetailsOf(row.path) } };
  }

  async email(ctx: RequestContext, actor: UserRow, code: string, to: string, note: string | undefined) {
    const row = await this.find(ctx.agency, code);
    await sendMail(
      this.db,
      ctx,
      to,
      ctx.language,
      shortLinkMail(actor.name, note || null, shortUrlOf(ctx.origin, row.code)),
    );
  }

  /** The agency's links; a restricted agent's own only (docs/roles.md). */
  async list(
    ctx: RequestContext,
    actor: UserRow,
    query: AgencyShortUrlsQuery,
  ): Promise<{ shortUrls: AgencyShortUrl[]; totalRecords: number }> {
    const { rows, total } = await shortLinkRepo.page(this.db, ctx.agency.id, query, ownOnly(actor));
    return {
      shortUrls: rows.map(({ link, agentName }) => ({
        ...this.view(ctx.origin, link),
        createdAt: link.createdAt.toISOString(),
        createdBy: link.createdById && agentName !== null ? { id: link.createdById, name: agentName } : null,
        clicks: link.clicks,
        searches: link.searches,
        bookings: link.bookings,
      })),
      totalRecords: total,
    };
  }

  /** Deletes a link; a restricted agent only their own (another's is not found). */
  async remove(agency: AgencyRow, actor: UserRow, id: string): Promise<void> {
    if (!(await shortLinkRepo.remove(this.db, agency.id, id, ownOnly(actor)))) throw new AppError('NOT_FOUND');
  }

  /** A search or booking by a visitor who came through link `id` (a gone link counts nothing). */
  async attribute(agencyId: string, id: string, counter: Exclude<ShortLinkCounter, 'clicks'>): Promise<void> {
    await shortLinkRepo.increment(this.db, agencyId, id, counter);
  }

  private async find(agency: AgencyRow, code: string): Promise<ShortLinkRow> {
    const row = await shortLinkRepo.findByCode(this.db, agency.id, code);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  private view(origin: string, row: ShortLinkRow) {
    return { id: row.id, code: row.code, shortUrl: shortUrlOf(origin, row.code), url: row.path, type: row.type };
  }
}
