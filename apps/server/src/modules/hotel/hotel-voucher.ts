import type { Language, Money } from '@travel/contracts';
import { documentFormat, type DocumentFormat } from '../../platform/pdf/document-format';
import { renderPdf } from '../../platform/pdf/pdf-document';
import type { HotelBookingDetails } from './hotel.vertical';

/**
 * The hotel voucher: a PDF (pdfkit, MIT) the guest shows at the reception. It names the agency,
 * our booking reference and the vendor's and the hotel's confirmation, the hotel, the stay in
 * the hotel's local dates, each room with its guests and board, and the cancellation terms in
 * the hotel's time zone, in the language of whoever it is for (the supplier's own words, the
 * hotel's and room's names and the board, stay as given).
 */
export interface VoucherInput {
  agencyName: string;
  referenceNumber: string;
  /** The vendor's booking reference. */
  supplierReference: string | null;
  /** What was paid. */
  total: Money;
  details: HotelBookingDetails;
  language: Language;
}

/** Every printed label and sentence of the voucher, per language. */
interface VoucherLabels {
  title: string;
  reference: string;
  supplierConfirmation: string;
  hotelConfirmation: string;
  awaitingHotel: string;
  hotel: string;
  stay: string;
  checkIn: string;
  checkOut: string;
  from: (time: string) => string;
  until: (time: string) => string;
  nights: (nights: number, zone: string) => string;
  rooms: string;
  room: (index: number, name: string, board: string) => string;
  child: (age: string) => string;
  lead: string;
  specialRequests: string;
  cancellation: string;
  nonRefundable: string;
  freeUntil: (at: string, zone: string) => string;
  step: (at: string, offset: string, amount: string) => string;
  payAtHotel: string;
  /** A fee payable at the hotel by its kind; the supplier's own label for a kind not known here. */
  fees: Record<string, string>;
  taxesPercent: (percent: number) => string;
  paid: string;
}

const LABELS: Record<Language, VoucherLabels> = {
  en: {
    title: 'Hotel voucher',
    reference: 'Booking reference',
    supplierConfirmation: 'Supplier confirmation',
    hotelConfirmation: 'Hotel confirmation',
    awaitingHotel: 'awaiting the hotel',
    hotel: 'Hotel',
    stay: 'Stay (hotel local dates)',
    checkIn: 'Check-in',
    checkOut: 'Check-out',
    from: (time) => ` from ${time}`,
    until: (time) => ` until ${time}`,
    nights: (nights, zone) => `${nights} ${nights === 1 ? 'night' : 'nights'}, time zone ${zone}`,
    rooms: 'Rooms and guests',
    room: (index, name, board) => `Room ${index}: ${name}, board: ${board}`,
    child: (age) => `child, ${age}`,
    lead: 'Lead guest',
    specialRequests: 'Special requests',
    cancellation: 'Cancellation terms',
    nonRefundable: 'Non-refundable: cancelling at any time costs the full amount.',
    freeUntil: (at, zone) => `Free cancellation until ${at} (hotel time, ${zone}).`,
    step: (at, offset, amount) => `From ${at} (hotel time, UTC${offset}): ${amount} is kept.`,
    payAtHotel: 'Payable at the hotel',
    fees: {
      taxes: 'Taxes',
      city_tax: 'City tax (per adult per night, up to 7 nights)',
      resort_fee: 'Resort fee (per room per night)',
    },
    taxesPercent: (percent) => `Taxes (${percent}%)`,
    paid: 'Paid',
  },
  pt: {
    title: 'Voucher do hotel',
    reference: 'Referência da reserva',
    supplierConfirmation: 'Confirmação do fornecedor',
    hotelConfirmation: 'Confirmação do hotel',
    awaitingHotel: 'aguardando o hotel',
    hotel: 'Hotel',
    stay: 'Estadia (datas locais do hotel)',
    checkIn: 'Check-in',
    checkOut: 'Check-out',
    from: (time) => ` a partir das ${time}`,
    until: (time) => ` até as ${time}`,
    nights: (nights, zone) => `${nights} ${nights === 1 ? 'noite' : 'noites'}, fuso horário ${zone}`,
    rooms: 'Quartos e hóspedes',
    room: (index, name, board) => `Quarto ${index}: ${name}, regime: ${board}`,
    child: (age) => `criança, ${age}`,
    lead: 'Hóspede principal',
    specialRequests: 'Pedidos especiais',
    cancellation: 'Condições de cancelamento',
    nonRefundable: 'Não reembolsável: cancelar a qualquer momento custa o valor total.',
    freeUntil: (at, zone) => `Cancelamento grátis até ${at} (hora do hotel, ${zone}).`,
    step: (at, offset, amount) => `A partir de ${at} (hora do hotel, UTC${offset}): são retidos ${amount}.`,
    payAtHotel: 'A pagar no hotel',
    fees: {
      taxes: 'Impostos',
      city_tax: 'Taxa turística (por adulto por noite, até 7 noites)',
      resort_fee: 'Taxa de resort (por quarto por noite)',
    },
    taxesPercent: (percent) => `Impostos (${percent}%)`,
    paid: 'Pago',
  },
  es: {
    title: 'Bono de hotel',
    reference: 'Referencia de la reserva',
    supplierConfirmation: 'Confirmación del proveedor',
    hotelConfirmation: 'Confirmación del hotel',
    awaitingHotel: 'pendiente del hotel',
    hotel: 'Hotel',
    stay: 'Estancia (fechas locales del hotel)',
    checkIn: 'Entrada',
    checkOut: 'Salida',
    from: (time) => ` desde las ${time}`,
    until: (time) => ` hasta las ${time}`,
    nights: (nights, zone) => `${nights} ${nights === 1 ? 'noche' : 'noches'}, zona horaria ${zone}`,
    rooms: 'Habitaciones y huéspedes',
    room: (index, name, board) => `Habitación ${index}: ${name}, régimen: ${board}`,
    child: (age) => `niño, ${age}`,
    lead: 'Huésped principal',
    specialRequests: 'Peticiones especiales',
    cancellation: 'Condiciones de cancelación',
    nonRefundable: 'No reembolsable: cancelar en cualquier momento cuesta el importe total.',
    freeUntil: (at, zone) => `Cancelación gratuita hasta ${at} (hora del hotel, ${zone}).`,
    step: (at, offset, amount) => `Desde ${at} (hora del hotel, UTC${offset}): se retienen ${amount}.`,
    payAtHotel: 'A pagar en el hotel',
    fees: {
      taxes: 'Impuestos',
      city_tax: 'Tasa turística (por adulto y noche, hasta 7 noches)',
      resort_fee: 'Tasa de resort (por habitación y noche)',
    },
    taxesPercent: (percent) => `Impuestos (${percent}%)`,
    paid: 'Pagado',
  },
};

/** The voucher's words in a language (the confirmation mail says the stay and rooms the same way). */
export function voucherLabels(language: Language): VoucherLabels {
  return LABELS[language];
}

/** A fee payable at the hotel in the voucher's language (the supplier's label for a kind not known here). */
function feeName(labels: VoucherLabels, fee: { kind: string; label: string; percent?: number | undefined }): string {
  if (fee.kind === 'taxes' && fee.percent !== undefined) return labels.taxesPercent(fee.percent);
  return labels.fees[fee.kind] ?? fee.label;
}

function termsOf(details: HotelBookingDetails, labels: VoucherLabels, format: DocumentFormat): string[] {
  const policy = details.stay.cancellationPolicy;
  if (!policy.refundable) return [labels.nonRefundable];
  const lines = policy.freeCancellationUntilLocal
    ? [labels.freeUntil(format.dateTime(policy.freeCancellationUntilLocal), policy.timeZone)]
    : [];
  for (const step of policy.steps)
    lines.push(labels.step(format.dateTime(step.fromLocal), step.utcOffset, format.money(step.amount)));
  return lines;
}

/** Renders the voucher of a confirmed booking in its reader's language. */
export function renderHotelVoucher({
  agencyName,
  referenceNumber,
  supplierReference,
  total,
  details,
  language,
}: VoucherInput): Promise<Buffer> {
  const { stay } = details;
  const labels = LABELS[language];
  const format = documentFormat(language);
  return renderPdf(
    { title: `${labels.title} ${referenceNumber}`, author: agencyName, subject: stay.hotel.name },
    (pdf) => {
      const { heading, line } = pdf;
      pdf.title(agencyName);
      pdf.subtitle(labels.title);
      line(`${labels.reference}: ${referenceNumber}`);
      line(`${labels.supplierConfirmation}: ${supplierReference ?? '-'} (${details.vendor})`);
      line(`${labels.hotelConfirmation}: ${details.hotelConfirmationNumber ?? labels.awaitingHotel}`);

      heading(labels.hotel);
      line(`${stay.hotel.name} (${'*'.repeat(stay.hotel.stars)})`);
      line(stay.hotel.address);

      heading(labels.stay);
      const { checkInFrom, checkOutUntil } = stay.hotel;
      line(`${labels.checkIn}: ${format.day(stay.checkIn)}${checkInFrom ? labels.from(format.time(checkInFrom)) : ''}`);
      line(
        `${labels.checkOut}: ${format.day(stay.checkOut)}${checkOutUntil ? labels.until(format.time(checkOutUntil)) : ''}`,
      );
      line(labels.nights(stay.nights, stay.hotel.timeZone));

      heading(labels.rooms);
      details.rooms.forEach((room, index) => {
        line(`${labels.room(index + 1, room.roomName, room.boardName)} (${room.board})`);
        for (const guest of room.guests)
          line(
            `   ${guest.givenName} ${guest.familyName}${guest.type === 'child' ? ` (${labels.child(String(guest.age ?? '?'))})` : ''}`,
          );
      });
      line(`${labels.lead}: ${details.holder.givenName} ${details.holder.familyName}, ${details.holder.phone}`);
      if (details.specialRequests) line(`${labels.specialRequests}: ${details.specialRequests}`);

      heading(labels.cancellation);
      for (const terms of termsOf(details, labels, format)) line(terms);

      if (stay.price.payAtProperty.length > 0) {
        heading(labels.payAtHotel);
        for (const charge of stay.price.payAtProperty)
          line(`${feeName(labels, charge)}: ${format.money(charge.amount)}`);
      }

      pdf.space(1.5);
      line(`${labels.paid}: ${format.money(total)}`);
    },
  );
}

/** The voucher as a mail attachment. */
export async function voucherAttachment(input: VoucherInput) {
  return {
    filename: `voucher-${input.referenceNumber}.pdf`,
    contentType: 'application/pdf',
    content: await renderHotelVoucher(input),
  };
}
