import type { ActivityDestination, ActivityProductSummary, ActivitySearchResult } from '@travel/contracts';
import type { ApiHandlers } from '../../../testing/mock-api';
import { signInAs, testClient } from '../../../testing/session';

export const LISBON: ActivityDestination = {
  destinationId: 'pt-lisbon',
  destinationName: 'Lisbon',
  destinationType: 'CITY',
  parentId: 'r-pt-lisboa',
  countryCode: 'PT',
  path: 'Lisbon, Lisboa, Portugal',
  timeZone: 'Europe/Lisbon',
  productCount: 173,
};

export const PORTO: ActivityDestination = {
  ...LISBON,
  destinationId: 'pt-porto',
  destinationName: 'Porto',
  parentId: 'r-pt-porto',
  path: 'Porto, Porto, Portugal',
  productCount: 90,
};

/** One product of Lisbon; `n` makes its code ('PT5-n'), its title and, unless given, its price ($40 + n). */
export function activity(n: number, overrides: Partial<ActivityProductSummary> = {}): ActivityProductSummary {
  return {
    productCode: `PT5-${n}`,
    title: `Lisbon walking tour ${n}`,
    shortDescription: 'A walk through the old town.',
    image: `/api/sandbox-activities/images/PT5-${n}.svg`,
    destinationId: LISBON.destinationId,
    destinationName: LISBON.destinationName,
    rating: 4.5,
    reviewCount: 120,
    duration: { fromMinutes: 180, toMinutes: 180 },
    flags: [],
    tagIds: [1],
    popularity: [],
    timesOfDay: ['morning'],
    pricingType: 'PER_PERSON',
    fromPrice: 4_000 + n * 100,
    previousPrice: null,
    currency: 'USD',
    confirmationType: 'INSTANT',
    cancellationType: 'STANDARD',
    ...overrides,
  };
}

/** A page of the search's answer: `products` from `offset`, of `total` matching. */
export function searchPage(
  products: ActivityProductSummary[],
  { offset = 0, total = products.length, limit = 50 }: { offset?: number; total?: number; limit?: number } = {},
): { body: { data: ActivitySearchResult } } {
  return {
    body: {
      data: {
        products,
        totalRecords: total,
        offset,
        limit,
        hasMore: products.length === limit && offset + limit < total,
        currency: 'USD',
        destination: LISBON,
      },
    },
  };
}

export const TAGS = [
  { tagId: 1, tagName: 'Walking tours', productCount: 40 },
  { tagId: 2, tagName: 'Food and drink', productCount: 25 },
];

/** A signed-in client; destinations, titles and tags answered; `handlers` add the search. */
export function mockActivitiesApi(handlers: ApiHandlers = {}) {
  return signInAs(testClient(), {
    'GET /api/activities/destinations': (_body, url) => ({
      body: {
        data: [LISBON, PORTO].filter((place) =>
          place.destinationName.toLowerCase().includes((url.searchParams.get('text') ?? '').toLowerCase()),
        ),
      },
    }),
    'POST /api/activities/getActivityTitle': (body) => {
      const text = String((body as { text: string }).text).toLowerCase();
      const titles = [
        { productCode: 'PT5-12', productName: 'Alfama Fado Night Tour', destinationId: 'pt-lisbon' },
        { productCode: 'PT5-30', productName: 'Belém Bike Tour', destinationId: 'pt-lisbon' },
      ];
      return {
        body: {
          data: titles
            .filter((title) => title.productName.toLowerCase().includes(text))
            .map((title) => ({ ...title, destinationName: 'Lisbon', destinationType: 'CITY' })),
        },
      };
    },
    'GET /api/activities/getActivityTagsFilterList': () => ({ body: { data: TAGS } }),
    ...handlers,
  });
}
