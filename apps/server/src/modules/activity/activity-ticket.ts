import type { ActivityBookedItem, Language } from '@travel/contracts';
import { renderPdf } from '../../platform/pdf/pdf-document';

/**
 * An activity's ticket (PDF): what, when (the product's wall clock and zone), where to meet, who
 * comes, and a QR code the operator scans at the start, carrying the booking's references.
 */

export interface TicketInput {
  agencyName: string;
  referenceNumber: string;
  /** The supplier's booking reference. */
  bookingRef: string;
  status: string;
  activity: ActivityBookedItem;
  travelers: Array<{ band: string; givenName: string; familyName: string }>;
}

type Copy = {
  title: string;
  reference: (ours: string, supplier: string) => string;
  when: string;
  start: (date: string, time: string, zone: string) => string;
  where: string;
  who: string;
  status: (status: string) => string;
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
    status: (status) => `Status: ${status}`,
    scan: 'Show this code at the start: the operator scans it.',
  },
  pt: {
    title: 'Ingresso',
    reference: (ours, supplier) => `Reserva ${ours}, referência do fornecedor ${supplier}`,
    when: 'Quando',
    start: (date, time, zone) => `${date} às ${time} (hora local, ${zone})`,
    where: 'Ponto de encontro',
    who: 'Viajantes',
    status: (status) => `Estado: ${status}`,
    scan: 'Mostre este código no início: o operador vai escaneá-lo.',
  },
  es: {
    title: 'Entrada',
    reference: (ours, supplier) => `Reserva ${ours}, referencia del proveedor ${supplier}`,
    when: 'Cuándo',
    start: (date, time, zone) => `${date} a las ${time} (hora local, ${zone})`,
    where: 'Punto de encuentro',
    who: 'Viajeros',
    status: (status) => `Estado: ${status}`,
    scan: 'Muestre este código al inicio: el operador lo escanea.',
  },
};

/** What the QR code says: the booking's references, read by the operator's scanner. */
export function ticketCode(referenceNumber: string, bookingRef: string, productCode: string): string {
  return `ACT:${referenceNumber}:${bookingRef}:${productCode}`;
}

export function renderActivityTicket(input: TicketInput, language: Language = 'en'): Promise<Buffer> {
  const copy = COPY[language];
  const { activity } = input;
  return renderPdf(
    { title: `${copy.title} ${input.referenceNumber}`, author: input.agencyName, subject: activity.title },
    (pdf) => {
      pdf.title(input.agencyName);
      pdf.subtitle(`${copy.title}: ${activity.title}`);
      pdf.line(copy.reference(input.referenceNumber, input.bookingRef));
      pdf.line(copy.status(input.status));
      pdf.heading(copy.when);
      pdf.line(copy.start(activity.date, activity.startTime, activity.timeZone));
      pdf.heading(copy.where);
      pdf.line(`${activity.meetingPoint.name}, ${activity.meetingPoint.address}`);
      pdf.line(`${activity.meetingPoint.latitude}, ${activity.meetingPoint.longitude}`);
      pdf.heading(copy.who);
      for (const traveler of input.travelers)
        pdf.line(`${traveler.givenName} ${traveler.familyName} (${traveler.band})`);
      pdf.space(1);
      pdf.qrCode(ticketCode(input.referenceNumber, input.bookingRef, activity.productCode), 160);
      pdf.line(copy.scan);
    },
  );
}
