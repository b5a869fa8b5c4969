import type { z } from 'zod';
import { hotelQuoteSchema, type HotelQuote } from '@travel/contracts';
import type { Quote } from '../pricing/quote.service';

/** A hotel quote's own part (the `details` of its row in `quotes`), parsed on every read. */
export const hotelQuoteDetailsSchema = hotelQuoteSchema
  .pick({
    hotelId: true,
    hotelName: true,
    vendor: true,
    status: true,
    previousTotal: true,
    rate: true,
    stayPeriod: true,
  })
  .extend({
    corelationId: hotelQuoteSchema.shape.corelationId,
    client: hotelQuoteSchema.shape.client,
  });
export type HotelQuoteDetails = z.infer<typeof hotelQuoteDetailsSchema>;
export type HotelQuoteRecord = Quote<HotelQuoteDetails>;

/** A hotel quote as getPrice answers it. */
export function toHotelQuoteView(quote: HotelQuoteRecord): HotelQuote {
  const { details } = quote;
  return {
    quoteId: quote.id,
    corelationId: details.corelationId,
    hotelId: details.hotelId,
    hotelName: details.hotelName,
    vendor: details.vendor,
    status: details.status,
    previousTotal: details.previousTotal,
    breakdown: quote.breakdown,
    exchangeRate: Number(quote.exchangeRate),
    rate: details.rate,
    stayPeriod: details.stayPeriod,
    refundProtectPercent: Number(quote.refundProtectPercent),
    expiresAt: quote.expiresAt.toISOString(),
    markupType: quote.markupType,
    markup: Number(quote.markupValue),
    client: details.client,
  };
}
