import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { hotelDetailsResponseSchema, hotelRoomsAndRatesSchema } from '@travel/contracts';
import { useTranslation } from '../../../shared/i18n/react';
import { api } from '../../../shared/api/client';

export type HotelDetails = z.infer<typeof hotelDetailsResponseSchema>['data'];
export type HotelRoomsAndRates = z.infer<typeof hotelRoomsAndRatesSchema>;

/** The hotel of a search as the results link to it. */
export interface SearchedHotel {
  hotelId: string;
  vendor: string;
  corelationId: string;
}

const queryOf = ({ hotelId, vendor, corelationId }: SearchedHotel) => ({ hotelid: hotelId, vendor, corelationId });

/**
 * The hotel's content with the search's stay (GET api/v3/hotel/get-hotel-details), in the page's
 * language. Keyed by the hotel and search: another hotel starts empty, never with the previous
 * one's data (spec 4).
 */
export function useHotelDetails(hotel: SearchedHotel | null) {
  // The hotel writes its description and house rules in the reader's language: another language, another answer.
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['hotel-details', hotel, i18n.language],
    queryFn: ({ signal }) =>
      api
        .get<{ data: HotelDetails }>('/api/v3/hotel/get-hotel-details', {
          query: queryOf(hotel as SearchedHotel),
          signal,
        })
        .then((r) => r.data),
    enabled: hotel !== null,
    retry: false,
    meta: { silent: true },
  });
}

/** The hotel's rooms and rates for the search's stay (GET api/v3/hotel/get-rooms-and-rates). */
export function useRoomsAndRates(hotel: SearchedHotel | null) {
  return useQuery({
    queryKey: ['hotel-rooms', hotel],
    queryFn: ({ signal }) =>
      api
        .get<{
          data: HotelRoomsAndRates;
        }>('/api/v3/hotel/get-rooms-and-rates', { query: queryOf(hotel as SearchedHotel), signal })
        .then((r) => r.data),
    enabled: hotel !== null,
    retry: false,
    meta: { silent: true },
  });
}
