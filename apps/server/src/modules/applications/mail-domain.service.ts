import {
  expectedDnsRecords,
  normaliseMailDomain,
  type MailDomain,
  type MailgunConfig,
  type MailPlatformHosts,
} from '@travel/contracts';
import type { Db, DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { sendMail } from '../../platform/mail/mailer';
import type { MailSender } from '../../platform/mail/mail-worker';
import type { MailDomainRow } from '../../platform/db/schema';
import { checkDnsRecords, type DnsLookup } from './dns-check';
import { generateDkimKeyPair, newDkimSelector, type DkimKeyVault } from './dkim';
import { mailDomainTestMail } from './mail-domain-mail';
import { mailDomainRepo } from './mail-domain.repo';

const DEFAULT_CONFIG: MailgunConfig = { enabled: false, fromName: '', fromLocalPart: 'bookings' };

/**
 * The agency's own mail domain (the "mailgun" application; works with the built-in transport, no
 * outside service, and through Mailgun when MAIL_TRANSPORT=mailgun): a DKIM
 * key pair per domain, the DNS records to create, their verification, and the sender the mail
 * worker uses once the domain is verified and switched on.
 */
export class MailDomainService {
  constructor(
    private readonly db: Db,
    private readonly vault: DkimKeyVault,
    private readonly dns: DnsLookup,
    private readonly hosts: MailPlatformHosts,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async get(agencyId: string): Promise<MailDomain | null> {
    const row = await mailDomainRepo.find(this.db, agencyId);
    return row ? this.view(row) : null;
  }

  async add(agencyId: string, domain: string): Promise<MailDomain> {
    if (await mailDomainRepo.find(this.db, agencyId))
      throw new AppError('CONFLICT', { message: 'error.mailDomainExists' });
    const keys = await generateDkimKeyPair();
    const row = await mailDomainRepo.insert(this.db, {
      agencyId,
      domain: normaliseMailDomain(domain),
      selector: newDkimSelector(this.now()),
      dkimPublicKey: keys.publicKeyBase64,
      dkimPrivateKeyEncrypted: this.vault.seal(keys.privateKeyPem),
    });
    if (!row) throw new AppError('CONFLICT', { message: 'error.mailDomainExists' });
    return this.view(row);
  }

  async remove(agencyId: string): Promise<void> {
    if (!(await mailDomainRepo.remove(this.db, agencyId))) throw new AppError('NOT_FOUND');
  }

  /** Looks every record up now; the domain is verified when all are there (and stays so until one goes). */
  async verify(agencyId: string): Promise<MailDomain> {
    const row = await this.find(agencyId);
    const records = this.records(row);
    const found = await checkDnsRecords(this.dns, records);
    const lastCheck = Object.fromEntries(records.map((record, index) => [record.purpose, found[index] === true]));
    const allFound = found.every(Boolean);
    const now = this.now();
    const updated = await mailDomainRepo.update(this.db, agencyId, {
      lastCheck,
      checkedAt: now,
      status: allFound ? 'verified' : 'pending',
      verifiedAt: allFound ? (row.verifiedAt ?? now) : null,
      // A domain found complete for the first time starts sending, as the agency added it to.
      ...(allFound && row.status !== 'verified' ? { enabled: true } : {}),
    });
    if (!updated) throw new AppError('NOT_FOUND');
    return this.view(updated);
  }

  async config(agencyId: string): Promise<MailgunConfig> {
    const row = await mailDomainRepo.find(this.db, agencyId);
    return row ? { enabled: row.enabled, fromName: row.fromName, fromLocalPart: row.fromLocalPart } : DEFAULT_CONFIG;
  }

  async updateConfig(agencyId: string, config: MailgunConfig): Promise<MailgunConfig> {
    const row = await mailDomainRepo.find(this.db, agencyId);
    if (!row || (config.enabled && row.status !== 'verified'))
      throw new AppError('VALIDATION_FAILED', { details: { enabled: 'validation.mailDomainUnverified' } });
    const updated = await mailDomainRepo.update(this.db, agencyId, config);
    if (!updated) throw new AppError('NOT_FOUND');
    return { enabled: updated.enabled, fromName: updated.fromName, fromLocalPart: updated.fromLocalPart };
  }

  /** A test message through the outbox; it leaves from the domain, so the domain must be verified and on. */
  async sendTest(ctx: RequestContext, to: string): Promise<void> {
    const row = await this.find(ctx.agency.id);
    if (row.status !== 'verified' || !row.enabled)
      throw new AppError('VALIDATION_FAILED', { details: { domain: 'validation.mailDomainUnverified' } });
    await sendMail(this.db, ctx, to, ctx.language, mailDomainTestMail(row.domain));
  }

  /** The sender of an agency's mail (the worker asks per message): null means the platform's address. */
  async senderOf(agencyId: string, db: DbOrTx = this.db): Promise<MailSender | null> {
    const active = await mailDomainRepo.activeSender(db, agencyId);
    if (!active) return null;
    const { domain, agencyName } = active;
    const name = (domain.fromName || agencyName).replace(/["\\\r\n]/g, '');
    return {
      from: `"${name}" <${domain.fromLocalPart}@${domain.domain}>`,
      dkim: {
        domainName: domain.domain,
        keySelector: domain.selector,
        privateKey: this.vault.open(domain.dkimPrivateKeyEncrypted),
      },
    };
  }

  private async find(agencyId: string): Promise<MailDomainRow> {
    const row = await mailDomainRepo.find(this.db, agencyId);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  private records(row: MailDomainRow) {
    return expectedDnsRecords(row.domain, row.selector, row.dkimPublicKey, this.hosts);
  }

  /** What the agency sees: never the private key. */
  private view(row: MailDomainRow): MailDomain {
    return {
      domain: row.domain,
      selector: row.selector,
      status: row.status,
      verifiedAt: row.verifiedAt?.toISOString() ?? null,
      checkedAt: row.checkedAt?.toISOString() ?? null,
      records: this.records(row).map((record) => ({ ...record, found: row.lastCheck?.[record.purpose] ?? null })),
    };
  }
}
