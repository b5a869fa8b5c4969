import { formatMoney, type Language } from '@travel/contracts';
import { renderPdf } from '../../platform/pdf/pdf-document';
import { moduleMail, type MailTexts, type ModuleMail } from '../../platform/mail/templates';
import type { InvoiceRow } from '../../platform/db/schema';

/** An invoice's number as printed: INV-000042. */
export function invoiceNumber(row: Pick<InvoiceRow, 'number'>): string {
  return `INV-${String(row.number).padStart(6, '0')}`;
}

const day = (date: Date) => date.toISOString().slice(0, 10);
const money = (amount: number, currency: string) => formatMoney({ amount, currency }, 'en');

/** The invoice as a PDF: who was billed, the period, each amount. */
export function invoicePdf(row: InvoiceRow, billed: { agencyName: string; platform: string }): Promise<Buffer> {
  const number = invoiceNumber(row);
  return renderPdf({ title: `Invoice ${number}`, author: billed.platform, subject: 'Subscription invoice' }, (pdf) => {
    pdf.title(billed.platform);
    pdf.subtitle(`Invoice ${number}`);
    pdf.line(`Date: ${day(row.createdAt)}`);
    pdf.line(`Billed to: ${billed.agencyName}`);
    pdf.heading('Subscription');
    pdf.line(`${row.planType} plan, ${row.duration === 'annual' ? 'annual' : 'monthly'}`);
    pdf.line(`Period: ${day(row.periodStart)} to ${day(row.periodEnd)}`);
    pdf.heading('Amounts');
    pdf.line(`Subtotal: ${money(row.subtotal, row.currency)}`);
    if (row.discount > 0) pdf.line(`Discount (${row.couponCode ?? 'coupon'}): -${money(row.discount, row.currency)}`);
    if (row.creditApplied > 0) pdf.line(`Credit: -${money(row.creditApplied, row.currency)}`);
    pdf.line(`Tax (${row.taxPercent}%): ${money(row.tax, row.currency)}`);
    pdf.line(`Total paid: ${money(row.total, row.currency)}`);
    if (row.cardLast4) pdf.line(`Paid by card: ${row.cardBrand ?? 'card'} ending ${row.cardLast4}`);
  });
}

type InvoiceMail = { kind: 'subscription-invoice'; number: string; total: string; link: string };

const TEXTS: MailTexts<InvoiceMail> = {
  en: (t, agency) => ({
    subject: `Invoice ${t.number} for ${agency}`,
    lines: [`Thank you: we received ${t.total} for the subscription of ${agency}.`, 'The invoice is attached.'],
    action: { label: 'See my subscription', url: t.link },
  }),
  pt: (t, agency) => ({
    subject: `Fatura ${t.number} de ${agency}`,
    lines: [`Obrigado: recebemos ${t.total} pela assinatura de ${agency}.`, 'A fatura está em anexo.'],
    action: { label: 'Ver minha assinatura', url: t.link },
  }),
  es: (t, agency) => ({
    subject: `Factura ${t.number} de ${agency}`,
    lines: [`Gracias: hemos recibido ${t.total} por la suscripción de ${agency}.`, 'La factura va adjunta.'],
    action: { label: 'Ver mi suscripción', url: t.link },
  }),
};

/** The mail of a paid invoice, with its PDF. */
export function invoiceMail(row: InvoiceRow, origin: string, pdf: Buffer, _language: Language): ModuleMail {
  const number = invoiceNumber(row);
  return {
    ...moduleMail(TEXTS, {
      kind: 'subscription-invoice',
      number,
      total: money(row.total, row.currency),
      link: `${origin}/subscription`,
    }),
    attachments: async () => [{ filename: `${number}.pdf`, contentType: 'application/pdf', content: pdf }],
  };
}
