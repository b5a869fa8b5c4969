import type { ActivityAgeBand, ActivityBookedItem, Language } from '@travel/contracts';
import { documentFormat } from '../../platform/pdf/document-format';
import { renderPdf } from '../../platform/pdf/pdf-document';

/**
 * An activity's ticket (PDF): what, when (the product's wall clock and zone), where to meet, who
 * comes, and a QR code the operator scans at the start, carrying the booking's references. In the
 * reader's language; the activity's title and meeting point are the operator's own words.
 */

export interface TicketInput {
  agencyName: string;
  referenceNumber: string;
  /** The supplier's booking reference. */
  bookingRef: string;
  status: string;
  activity: ActivityBookedItem;
  travelers: Array<{ band: ActivityAgeBand; givenName: string; familyName: string }>;
}

type Copy = {
  title: string;
  reference: (ours: string, supplier: string) => string;
  when: string;
  start: (date: string, time: string, zone: string) => string;
  where: string;
  who: string;
  status: string;
  /** The operator's statuses in words (another prints as the operator gives it). */
  statuses: Record<string, string>;
  bands: Record<ActivityAgeBand, string>;
  scan: string;
};

const COPY: Record<Language, Copy> = {
  en: {
    title: 'Ticket',
    reference: (ours, supplier) => `Booking ${ours}, supplier reference ${supplier}`,
    when: 'When',
    start: (date, time, zone) => `${date} at ${time} (local time, ${zone})`,
    where: 'Meeting point',
    who: 'Travellers',
    status: 'Status',
    statuses: { CONFIRMED: 'confirmed', PENDING: 'awaiting the operator', REJECTED: 'refused', CANCELLED: 'cancelled' },
    bands: {
      ADULT: 'adult',
      SENIOR: 'senior',
      YOUTH: 'youth',
      CHILD: 'child',
      INFANT: 'infant',
      TRAVELER: 'traveller',
    },
    scan: 'Show this code at the start: the operator scans it.',
  },
  pt: {
    title: 'Ingresso',
    reference: (ours, supplier) => `Reserva ${ours}, referência do fornecedor ${supplier}`,
    when: 'Quando',
    start: (date, time, zone) => `${date} às ${time} (hora local, ${zone})`,
    where: 'Ponto de encontro',
    who: 'Viajantes',
    status: 'Situação',
    statuses: {
      CONFIRMED: 'confirmada',
      PENDING: 'aguardando o operador',
      REJECTED: 'recusada',
      CANCELLED: 'cancelada',
    },
    bands: {
      ADULT: 'adulto',
      SENIOR: 'sênior',
      YOUTH: 'jovem',
      CHILD: 'criança',
      INFANT: 'bebê',
      TRAVELER: 'viajante',
    },
    scan: 'Mostre este código no início: o operador vai escaneá-lo.',
  },
  es: {
    title: 'Entrada',
    reference: (ours, supplier) => `Reserva ${ours}, referencia del proveedor ${supplier}`,
    when: 'Cuándo',
    start: (date, time, zone) => `${date} a las ${time} (hora local, ${zone})`,
    where: 'Punto de encuentro',
    who: 'Viajeros',
    status: 'Estado',
    statuses: {
      CONFIRMED: 'confirmada',
      PENDING: 'pendiente del operador',
      REJECTED: 'rechazada',
      CANCELLED: 'cancelada',
    },
    bands: { ADULT: 'adulto', SENIOR: 'sénior', YOUTH: 'joven', CHILD: 'niño', INFANT: 'bebé', TRAVELER: 'viajero' },
    scan: 'Muestre este código al inicio: el operador lo escanea.',
  },
};

/** What the QR code says: the booking's references, read by the operator's scanner. */
export function ticketCode(referenceNumber: string, bookingRef: string, productCode: string): string {
  return `ACT:${referenceNumber}:${bookingRef}:${productCode}`;
}

/** Renders the ticket in its reader's language. */
/** When an activity starts, in its reader's language: 'Friday, June 12, 2099 at 10:00 AM (local time, Europe/Lisbon)'. */
export function activityStart(
  activity: Pick<TicketInput['activity'], 'date' | 'startTime' | 'timeZone'>,
  language: Language,
): string {
  const format = documentFormat(language);
  return COPY[language].start(format.day(activity.date), format.time(activity.startTime), activity.timeZone);
}

export function renderActivityTicket(input: TicketInput, language: Language): Promise<Buffer> {
  const copy = COPY[language];
  const { activity } = input;
  return renderPdf(
    { title: `${copy.title} ${input.referenceNumber}`, author: input.agencyName, subject: activity.title },
    (pdf) => {
      pdf.title(input.agencyName);
      pdf.subtitle(`${copy.title}: ${activity.title}`);
      pdf.line(copy.reference(input.referenceNumber, input.bookingRef));
      pdf.line(`${copy.status}: ${copy.statuses[input.status] ?? input.status}`);
      pdf.heading(copy.when);
      pdf.line(activityStart(activity, language));
      pdf.heading(copy.where);
      pdf.line(`${activity.meetingPoint.name}, ${activity.meetingPoint.address}`);
      pdf.line(`${activity.meetingPoint.latitude}, ${activity.meetingPoint.longitude}`);
      pdf.heading(copy.who);
      for (const traveler of input.travelers)
        pdf.line(`${traveler.givenName} ${traveler.familyName} (${copy.bands[traveler.band]})`);
      pdf.space(1);
      pdf.qrCode(ticketCode(input.referenceNumber, input.bookingRef, activity.productCode), 160);
      pdf.line(copy.scan);
    },
  );
}
