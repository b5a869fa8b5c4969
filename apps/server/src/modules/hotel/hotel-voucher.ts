import PDFDocument from 'pdfkit';
import { formatMoney, type Money } from '@travel/contracts';
import type { HotelBookingDetails } from './hotel.vertical';

/**
 * The hotel voucher: a PDF (pdfkit, MIT) the guest shows at the reception. It names the agency,
 * our booking reference and the vendor's and the hotel's confirmation, the hotel, the stay in
 * the hotel's local dates, each room with its guests and board, and the cancellation terms in
 * the hotel's time zone. The standard PDF fonts cover Latin scripts; other letters print as '?'.
 */
export interface VoucherInput {
  agencyName: string;
  referenceNumber: string;
  /** The vendor's booking reference. */
  supplierReference: string | null;
  /** What was paid. */
  total: Money;
  details: HotelBookingDetails;
}

/** The latin-1 a standard PDF font can draw (other characters become '?'). */
function printable(value: string): string {
  return value.replace(/[^\u0020-\u007E\u00A0-\u00FF]/g, '?');
}

function termsOf(details: HotelBookingDetails): string[] {
  const policy = details.stay.cancellationPolicy;
  const zone = policy.timeZone;
  if (!policy.refundable) return ['Non-refundable: cancelling at any time costs the full amount.'];
  const lines = policy.freeCancellationUntilLocal
    ? [`Free cancellation until ${policy.freeCancellationUntilLocal.replace('T', ' ')} (hotel time, ${zone}).`]
    : [];
  for (const step of policy.steps)
    lines.push(
      `From ${step.fromLocal.replace('T', ' ')} (hotel time, UTC${step.utcOffset}): ${formatMoney(step.amount, 'en')} is kept.`,
    );
  return lines;
}

/** Renders the voucher of a confirmed booking. */
export function renderHotelVoucher({
  agencyName,
  referenceNumber,
  supplierReference,
  total,
  details,
}: VoucherInput): Promise<Buffer> {
  const { stay } = details;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Hotel voucher ${referenceNumber}`, Author: agencyName, Subject: stay.hotel.name },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const heading = (value: string) => doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).text(printable(value));
  const line = (value: string) => doc.font('Helvetica').fontSize(10).text(printable(value));

  doc.font('Helvetica-Bold').fontSize(18).text(printable(agencyName));
  doc.font('Helvetica').fontSize(14).text('Hotel voucher');
  doc.moveDown(0.5);
  line(`Booking reference: ${referenceNumber}`);
  line(`Supplier confirmation: ${supplierReference ?? '-'} (${details.vendor})`);
  line(`Hotel confirmation: ${details.hotelConfirmationNumber ?? 'awaiting the hotel'}`);

  heading('Hotel');
  line(`${stay.hotel.name} (${'*'.repeat(stay.hotel.stars)})`);
  line(stay.hotel.address);

  heading('Stay (hotel local dates)');
  line(`Check-in: ${stay.checkIn}${stay.hotel.checkInFrom ? ` from ${stay.hotel.checkInFrom}` : ''}`);
  line(`Check-out: ${stay.checkOut}${stay.hotel.checkOutUntil ? ` until ${stay.hotel.checkOutUntil}` : ''}`);
  line(`${stay.nights} ${stay.nights === 1 ? 'night' : 'nights'}, time zone ${stay.hotel.timeZone}`);

  heading('Rooms and guests');
  details.rooms.forEach((room, index) => {
    line(`Room ${index + 1}: ${room.roomName}, board: ${room.boardName} (${room.board})`);
    for (const guest of room.guests)
      line(`   ${guest.givenName} ${guest.familyName}${guest.type === 'child' ? ` (child, ${guest.age ?? '?'})` : ''}`);
  });
  line(`Lead guest: ${details.holder.givenName} ${details.holder.familyName}, ${details.holder.phone}`);
  if (details.specialRequests) line(`Special requests: ${details.specialRequests}`);

  heading('Cancellation terms');
  for (const terms of termsOf(details)) line(terms);

  if (stay.price.payAtProperty.length > 0) {
    heading('Payable at the hotel');
    for (const charge of stay.price.payAtProperty) line(`${charge.label}: ${formatMoney(charge.amount, 'en')}`);
  }

  doc.moveDown(1.5);
  line(`Paid: ${formatMoney(total, 'en')}`);
  doc.end();
  return done;
}

/** The voucher as a mail attachment. */
export async function voucherAttachment(input: VoucherInput) {
  return {
    filename: `voucher-${input.referenceNumber}.pdf`,
    contentType: 'application/pdf',
    content: await renderHotelVoucher(input),
  };
}
