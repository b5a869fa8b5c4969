import PDFDocument from 'pdfkit';
import { formatMoney, type HotelBooking } from '@travel/contracts';

/**
 * The hotel voucher: a PDF (pdfkit, MIT) the guest shows at the reception. It names the agency,
 * our booking reference and the vendor's and the hotel's confirmation, the hotel, the stay in
 * the hotel's local dates, each room with its guests and board, and the cancellation terms in
 * the hotel's time zone. The standard PDF fonts cover Latin scripts; other letters print as '?'.
 */
export interface VoucherInput {
  agencyName: string;
  booking: HotelBooking;
}

/** The latin-1 a standard PDF font can draw (other characters become '?'). */
function printable(value: string): string {
  return value.replace(/[^\u0020-\u007E\u00A0-\u00FF]/g, '?');
}

function termsOf(booking: HotelBooking): string[] {
  const policy = booking.cancellationPolicy;
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
export function renderHotelVoucher({ agencyName, booking }: VoucherInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Hotel voucher ${booking.referenceNumber}`, Author: agencyName, Subject: booking.hotelName },
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
  line(`Booking reference: ${booking.referenceNumber}`);
  line(`Supplier confirmation: ${booking.supplierReference ?? '-'} (${booking.vendor})`);
  line(`Hotel confirmation: ${booking.hotelConfirmationNumber ?? 'awaiting the hotel'}`);

  heading('Hotel');
  line(`${booking.hotelName} (${'*'.repeat(booking.stars)})`);
  line(booking.hotelAddress);

  heading('Stay (hotel local dates)');
  line(`Check-in: ${booking.stayPeriod.start}`);
  line(`Check-out: ${booking.stayPeriod.end}`);
  line(`${booking.nights} ${booking.nights === 1 ? 'night' : 'nights'}, time zone ${booking.hotelTimeZone}`);

  heading('Rooms and guests');
  booking.rooms.forEach((room, index) => {
    line(`Room ${index + 1}: ${room.roomName}, board: ${room.boardName} (${room.board})`);
    for (const guest of room.guests)
      line(
        `   ${guest.givenName} ${guest.familyName}${guest.type === 'child' ? ` (child, ${guest.age ?? '?'})` : ''}`,
      );
  });
  line(`Lead guest: ${booking.guestInfo.givenName} ${booking.guestInfo.familyName}, ${booking.guestInfo.phone}`);
  if (booking.specialRequests) line(`Special requests: ${booking.specialRequests}`);

  heading('Cancellation terms');
  for (const terms of termsOf(booking)) line(terms);

  if (booking.fareBreakup.additionalCharges.length > 0) {
    heading('Payable at the hotel');
    for (const charge of booking.fareBreakup.additionalCharges)
      line(`${charge.label}: ${formatMoney(charge.amount, 'en')}`);
  }

  doc.moveDown(1.5);
  line(`Paid: ${formatMoney({ amount: booking.breakdown.total, currency: booking.breakdown.currency }, 'en')}`);
  doc.end();
  return done;
}
