import type { Duration, Language } from '@travel/contracts';
import { documentFormat } from '../../platform/pdf/document-format';
import { renderPdf } from '../../platform/pdf/pdf-document';
import { moduleMail, type MailTexts, type ModuleMail } from '../../platform/mail/templates';
import type { InvoiceRow } from '../../platform/db/schema';

/** An invoice's number as printed: INV-000042 (the same in every language). */
export function invoiceNumber(row: Pick<InvoiceRow, 'number'>): string {
  return `INV-${String(row.number).padStart(6, '0')}`;
}

/** Every printed label of the invoice PDF, per language. */
interface InvoiceLabels {
  invoice: string;
  subject: string;
  date: string;
  billedTo: string;
  subscription: string;
  plan: (planType: string, duration: Duration) => string;
  period: (from: string, to: string) => string;
  amounts: string;
  subtotal: string;
  discount: string;
  coupon: string;
  credit: string;
  tax: string;
  totalPaid: string;
  paidByCard: (brand: string, last4: string) => string;
  card: string;
}

const LABELS: Record<Language, InvoiceLabels> = {
  en: {
    invoice: 'Invoice',
    subject: 'Subscription invoice',
    date: 'Date',
    billedTo: 'Billed to',
    subscription: 'Subscription',
    plan: (plan, duration) => `${plan} plan, ${duration === 'annual' ? 'annual' : 'monthly'}`,
    period: (from, to) => `Period: ${from} to ${to}`,
    amounts: 'Amounts',
    subtotal: 'Subtotal',
    discount: 'Discount',
    coupon: 'coupon',
    credit: 'Credit',
    tax: 'Tax',
    totalPaid: 'Total paid',
    paidByCard: (brand, last4) => `Paid by card: ${brand} ending ${last4}`,
    card: 'card',
  },
  pt: {
    invoice: 'Fatura',
    subject: 'Fatura da assinatura',
    date: 'Data',
    billedTo: 'Faturado para',
    subscription: 'Assinatura',
    plan: (plan, duration) => `Plano ${plan}, ${duration === 'annual' ? 'anual' : 'mensal'}`,
    period: (from, to) => `Período: de ${from} a ${to}`,
    amounts: 'Valores',
    subtotal: 'Subtotal',
    discount: 'Desconto',
    coupon: 'cupom',
    credit: 'Crédito',
    tax: 'Imposto',
    totalPaid: 'Total pago',
    paidByCard: (brand, last4) => `Pago com cartão: ${brand} terminado em ${last4}`,
    card: 'cartão',
  },
  es: {
    invoice: 'Factura',
    subject: 'Factura de la suscripción',
    date: 'Fecha',
    billedTo: 'Facturado a',
    subscription: 'Suscripción',
    plan: (plan, duration) => `Plan ${plan}, ${duration === 'annual' ? 'anual' : 'mensual'}`,
    period: (from, to) => `Periodo: del ${from} al ${to}`,
    amounts: 'Importes',
    subtotal: 'Subtotal',
    discount: 'Descuento',
    coupon: 'cupón',
    credit: 'Crédito',
    tax: 'Impuesto',
    totalPaid: 'Total pagado',
    paidByCard: (brand, last4) => `Pagado con tarjeta: ${brand} terminada en ${last4}`,
    card: 'tarjeta',
  },
};

/** The invoice as a PDF in the reader's language: who was billed, the period, each amount. */
export function invoicePdf(
  row: InvoiceRow,
  billed: { agencyName: string; platform: string },
  language: Language,
): Promise<Buffer> {
  const labels = LABELS[language];
  const number = invoiceNumber(row);
  const format = documentFormat(language);
  const money = (amount: number) => format.money({ amount, currency: row.currency });
  // The invoice's days are stored as UTC instants.
  const day = (date: Date) => format.instantDay(date);
  return renderPdf(
    { title: `${labels.invoice} ${number}`, author: billed.platform, subject: labels.subject },
    (pdf) => {
      pdf.title(billed.platform);
      pdf.subtitle(`${labels.invoice} ${number}`);
      pdf.line(`${labels.date}: ${day(row.createdAt)}`);
      pdf.line(`${labels.billedTo}: ${billed.agencyName}`);
      pdf.heading(labels.subscription);
      pdf.line(labels.plan(row.planType, row.duration));
      pdf.line(labels.period(day(row.periodStart), day(row.periodEnd)));
      pdf.heading(labels.amounts);
      pdf.line(`${labels.subtotal}: ${money(row.subtotal)}`);
      if (row.discount > 0)
        pdf.line(`${labels.discount} (${row.couponCode ?? labels.coupon}): -${money(row.discount)}`);
      if (row.creditApplied > 0) pdf.line(`${labels.credit}: -${money(row.creditApplied)}`);
      pdf.line(`${labels.tax} (${row.taxPercent}%): ${money(row.tax)}`);
      pdf.line(`${labels.totalPaid}: ${money(row.total)}`);
      if (row.cardLast4) pdf.line(labels.paidByCard(row.cardBrand ?? labels.card, row.cardLast4));
    },
  );
}

type InvoiceMail = { kind: 'subscription-invoice'; number: string; total: Record<Language, string>; link: string };

const TEXTS: MailTexts<InvoiceMail> = {
  en: (t, agency) => ({
    subject: `Invoice ${t.number} for ${agency}`,
    lines: [`Thank you: we received ${t.total.en} for the subscription of ${agency}.`, 'The invoice is attached.'],
    action: { label: 'See my subscription', url: t.link },
  }),
  pt: (t, agency) => ({
    subject: `Fatura ${t.number} de ${agency}`,
    lines: [`Obrigado: recebemos ${t.total.pt} pela assinatura de ${agency}.`, 'A fatura está em anexo.'],
    action: { label: 'Ver minha assinatura', url: t.link },
  }),
  es: (t, agency) => ({
    subject: `Factura ${t.number} de ${agency}`,
    lines: [`Gracias: hemos recibido ${t.total.es} por la suscripción de ${agency}.`, 'La factura va adjunta.'],
    action: { label: 'Ver mi suscripción', url: t.link },
  }),
};

/**
 * The mail of a paid invoice with its PDF, both in the owner's language; the link goes to the
 * subscription page on the agency's own origin.
 */
export function invoiceMail(row: InvoiceRow, origin: string, pdf: Buffer): ModuleMail {
  const number = invoiceNumber(row);
  const total = (language: Language) => documentFormat(language).money({ amount: row.total, currency: row.currency });
  return {
    ...moduleMail(TEXTS, {
      kind: 'subscription-invoice',
      number,
      total: { en: total('en'), pt: total('pt'), es: total('es') },
      link: new URL('/subscription', origin).toString(),
    }),
    attachments: async () => [{ filename: `${number}.pdf`, contentType: 'application/pdf', content: pdf }],
  };
}
