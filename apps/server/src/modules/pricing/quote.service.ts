import type { z } from 'zod';
import { linesTotal, type Breakdown, type MarkupSettings, type NetPrice, type Vertical } from '@travel/contracts';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/http/app-error';
import type { AgencyRow, CheckoutDraftRow, NewQuoteRow, QuoteRow, UserRow } from '../../platform/db/schema';
import type { Pricer } from './pricing.service';
import { quoteRepo } from './quote.repo';

/** A quote with its vertical's `details` parsed by that vertical's schema. */
export type Quote<D> = Omit<QuoteRow, 'details'> & { details: D };

/** What a quote stores of its price: the breakdown and everything locked to make it. */
export type QuotePrice = Pick<
  NewQuoteRow,
  'currency' | 'exchangeRate' | 'supplierCurrency' | 'markupType' | 'markupValue' | 'markupCurrency' | 'markupRate'
> & { breakdown: Breakdown };

/**
 * The one pricing of a quote of any vertical: the supplier's net price with the markup in force
 * and the fee, in the pricer's currency at the rates locked now (decision 010). The breakdown's
 * lines sum to its total; the rates are kept so the quote's conditions and a later refund are
 * converted at them.
 */
export function priceOf(pricer: Pricer, net: NetPrice): QuotePrice {
  const rates = pricer.rates(net.currency);
  const breakdown = pricer.price(net);
  return {
    currency: rates.currency,
    exchangeRate: String(rates.net),
    supplierCurrency: net.currency,
    breakdown,
    markupType: pricer.markup.markupType,
    markupValue: markupValueOf(pricer.markup, breakdown).toFixed(2),
    markupCurrency: pricer.markup.currency,
    markupRate: rates.markup,
  };
}

/** A percent as set; a fixed markup as charged, in minor units of the quote's currency. */
function markupValueOf(markup: MarkupSettings, breakdown: Breakdown): number {
  if (markup.markupType === 'percent') return markup.markupValue;
  return linesTotal(breakdown.lines, 'markup');
}

/** What a vertical hands over to lock a quote: its supplier's offer and price, and its own details. */
export interface NewQuote<D> {
  vertical: Vertical;
  /** The client an agent priced this for (the pricer carries their markup); null for the user themselves. */
  client: UserRow | null;
  offerId: string;
  pricer: Pricer;
  net: NetPrice;
  /** What the supplier will charge, minor units of `net.currency` (its own total). */
  supplierTotal: number;
  details: D;
  /** When the supplier's offer ends: the quote cannot be booked after. */
  expiresAt: Date;
}

/**
 * Quotes and checkout drafts of every vertical. A quote is personal (its price carries the
 * markup of whom it was priced for), so it is found by its agency, its user and its vertical.
 */
export class QuoteService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Prices a supplier's offer and locks it as a quote, with the agency's refund protection offer. */
  async create<D extends Record<string, unknown>>(
    agency: AgencyRow,
    user: UserRow,
    quote: NewQuote<D>,
  ): Promise<Quote<D>> {
    const refundProtectPercent = agency.isRefundProtectEnabled ? Number(agency.refundProtectPercent) : 0;
    const row = await quoteRepo.insert(this.db, {
      agencyId: agency.id,
      userId: user.id,
      clientId: quote.client?.id ?? null,
      vertical: quote.vertical,
      offerId: quote.offerId,
      ...priceOf(quote.pricer, quote.net),
      supplierTotal: quote.supplierTotal,
      refundProtectPercent: refundProtectPercent.toFixed(2),
      details: quote.details,
      expiresAt: quote.expiresAt,
    });
    return { ...row, details: quote.details };
  }

  /** The user's quote of this vertical, still bookable; its details parsed by the vertical's schema. */
  async find<S extends z.ZodType>(
    agency: AgencyRow,
    user: UserRow,
    vertical: Vertical,
    id: string,
    details: S,
  ): Promise<Quote<z.output<S>>> {
    const row = await quoteRepo.findForUser(this.db, agency.id, user.id, vertical, id);
    if (!row) throw new AppError('NOT_FOUND');
    if (row.expiresAt <= this.now()) throw new AppError('QUOTE_EXPIRED');
    return { ...row, details: details.parse(row.details) };
  }

  /** Keeps a bookable quote as a draft so a checkout survives a reload. */
  async storeDraft<S extends z.ZodType>(
    agency: AgencyRow,
    user: UserRow,
    vertical: Vertical,
    quoteId: string,
    details: S,
  ): Promise<{ draft: CheckoutDraftRow; quote: Quote<z.output<S>> }> {
    const quote = await this.find(agency, user, vertical, quoteId, details);
    const draft = await quoteRepo.insertDraft(this.db, { agencyId: agency.id, userId: user.id, vertical, quoteId });
    return { draft, quote };
  }

  async deleteDraft(agency: AgencyRow, user: UserRow, id: string): Promise<void> {
    if (!(await quoteRepo.deleteDraft(this.db, agency.id, user.id, id))) throw new AppError('NOT_FOUND');
  }
}
