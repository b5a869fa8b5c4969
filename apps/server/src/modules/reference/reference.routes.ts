import { DEFAULT_COUNTRY, getCountriesResponseSchema, getExchangeRatesResponseSchema } from '@travel/contracts';
import type { App } from '../../platform/http/types';
import { COUNTRIES, isCountryCode } from './countries';
import type { ExchangeService } from './exchange.service';
import type { GeoIp } from './geoip';

export function referenceRoutes(deps: { exchange: ExchangeService; geoIp: GeoIp }) {
  return async (app: App): Promise<void> => {
    app.get(
      '/code',
      {
        config: { permission: 'public' },
        schema: {
          tags: ['reference'],
          summary: 'Countries, and the default country of the visitor',
          response: { 200: getCountriesResponseSchema },
        },
      },
      async (request, reply) => {
        const found = deps.geoIp.countryOf(request.ip);
        void reply.header('cache-control', 'private, max-age=3600');
        return { data: [...COUNTRIES], defaultCountry: found && isCountryCode(found) ? found : DEFAULT_COUNTRY };
      },
    );

    app.get(
      '/multi-currency/exchange',
      {
        config: { permission: 'public' },
        schema: {
          tags: ['reference'],
          summary: 'Stored exchange rates against USD',
          response: { 200: getExchangeRatesResponseSchema },
        },
      },
      async () => ({ data: await deps.exchange.getRates() }),
    );
  };
}
