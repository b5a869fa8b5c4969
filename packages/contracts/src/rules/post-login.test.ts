import { describe, expect, it } from 'vitest';
import { postLoginTarget, type PostLoginInput } from './post-login';

const base: PostLoginInput = {
  isTravelAgent: false,
  isSubscribed: true,
  userType: 'Client',
  loginCount: 3,
  navigateTo: null,
  redirectPath: null,
  bookingMenuItems: [
    { title: 'Hotels', active: true },
    { title: 'Flights', active: true },
  ],
  language: 'en',
  paymentUrls: { en: 'https://pay.example/en', pt: 'https://pay.example/pt', es: 'https://pay.example/es' },
};

describe('postLoginTarget', () => {
  it('sends a subscribed owner or admin on their first log-in to the website settings', () => {
    for (const userType of ['AgencyOwner', 'Admin'] as const) {
      for (const loginCount of [0, 1]) {
        expect(postLoginTarget({ ...base, isTravelAgent: true, userType, loginCount })).toEqual({
          kind: 'internal',
          path: '/settings/website',
        });
      }
    }
  });

  it('sends other subscribed agents to the saved page, else the dashboard', () => {
    expect(postLoginTarget({ ...base, isTravelAgent: true, userType: 'Agent', loginCount: 1 })).toEqual({
      kind: 'internal',
      path: '/dashboard',
    });
    expect(
      postLoginTarget({
        ...base,
        isTravelAgent: true,
        userType: 'AgencyOwner',
        loginCount: 2,
        redirectPath: '/booknow/hotels',
      }),
    ).toEqual({
      kind: 'internal',
      path: '/booknow/hotels',
    });
  });

  it('sends an unsubscribed agent to the payment page of their language', () => {
    expect(
      postLoginTarget({ ...base, isTravelAgent: true, isSubscribed: false, userType: 'AgencyOwner', language: 'pt' }),
    ).toEqual({
      kind: 'external',
      url: 'https://pay.example/pt',
    });
  });

  it('sends a client to the saved page, else navigateTo, else the first active booking type that has pages', () => {
    expect(postLoginTarget({ ...base, redirectPath: '/mytrip', navigateTo: '/deal' })).toEqual({
      kind: 'internal',
      path: '/mytrip',
    });
    expect(postLoginTarget({ ...base, navigateTo: '/deal' })).toEqual({ kind: 'internal', path: '/deal' });
    expect(postLoginTarget(base)).toEqual({ kind: 'internal', path: '/booknow/hotels' });
    // Activities listed first lead to their search.
    const activitiesFirst = [{ title: 'Activities' as const, active: true }, ...base.bookingMenuItems];
    expect(postLoginTarget({ ...base, bookingMenuItems: activitiesFirst })).toEqual({
      kind: 'internal',
      path: '/booknow/activities',
    });
    const carsFirst = [{ title: 'Cars' as const, active: true }, ...base.bookingMenuItems];
    expect(postLoginTarget({ ...base, bookingMenuItems: carsFirst })).toEqual({
      kind: 'internal',
      path: '/booknow/cars',
    });
    expect(postLoginTarget({ ...base, bookingMenuItems: [] })).toEqual({ kind: 'internal', path: '/' });
  });
});
