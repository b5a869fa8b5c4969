import { renderPdf } from '../../platform/pdf/pdf-document';
import { formatMoney, type Money } from '@travel/contracts';
import type { HotelBookingDetails } from './hotel.vertical';

/**
 * The hotel voucher: a PDF (pdfkit, MIT) the guest shows at the reception. It names the agency,
 * our booking reference and the vendor's and the hotel's confirmation, the hotel, the stay in
 * the hotel's local dates, each room with its guests and board, and the cancellation terms in
 * the hotel's time zone.
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
  return renderPdf(
    { title: `Hotel voucher ${referenceNumber}`, author: agencyName, subject: stay.hotel.name },
    (pdf) => {
      const { heading, line } = pdf;
      pdf.title(agencyName);
      pdf.subtitle('Hotel voucher');
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
          line(
            `   ${guest.givenName} ${guest.familyName}${guest.type === 'child' ? ` (child, ${guest.age ?? '?'})` : ''}`,
          );
      });
      line(`Lead guest: ${details.holder.givenName} ${details.holder.familyName}, ${details.holder.phone}`);
      if (details.specialRequests) line(`Special requests: ${details.specialRequests}`);

      heading('Cancellation terms');
      for (const terms of termsOf(details)) line(terms);

      if (stay.price.payAtProperty.length > 0) {
        heading('Payable at the hotel');
        for (const charge of stay.price.payAtProperty) line(`${charge.label}: ${formatMoney(charge.amount, 'en')}`);
      }

      pdf.space(1.5);
      line(`Paid: ${formatMoney(total, 'en')}`);
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
