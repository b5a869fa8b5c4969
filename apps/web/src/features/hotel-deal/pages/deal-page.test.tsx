import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { HotelDeal } from '@travel/contracts';
import { queryClient, QueryProvider } from '../../../shared/api/query-provider';
import { i18n } from '../../../shared/i18n/i18n';
import { peekRedirectPath } from '../../../shared/routing/paths';
import { bodiesSent, type ApiHandlers } from '../../../testing/mock-api';
import { renderUi } from '../../../testing/render';
import { signInAs, signOut, testClient } from '../../../testing/session';
import { DealPage } from './deal-page';

beforeAll(() => i18n.loadNamespaces(['hotel-deal', 'widgets']));
afterEach(() => signOut());

const ID = '5f7c1d2e-3333-4444-8555-666677778888';
const policy = {
  refundable: true,
  timeZone: 'Europe/Lisbon',
  freeCancellationUntil: '2027-01-07T23:59:00.000Z',
  freeCancellationUntilLocal: '2027-01-07T23:59',
  steps: [],
};
const hotel = (name: string) => ({
  name,
  stars: 4,
  guestScore: 8.6,
  reviewCount: 1204,
  address: { line: 'Rua do Alecrim 12', postalCode: '1200-018', city: 'Lisbon', region: 'Lisboa', countryCode: 'PT' },
  thumbnailUrl: '/media/hotels/h1.svg',
  timeZone: 'Europe/Lisbon',
  facilities: ['wifi'],
  distanceFromCentreKm: 0.8,
  description: 'By the river.',
});
const option = (n: number, now: HotelDeal['options'][number]['now']) => ({
  hotelId: `h-pt-${n}`,
  vendor: 'atlas',
  hotelName: `Casa ${n}`,
  roomTypeCode: 'DBL',
  roomName: 'Double Room',
  board: 'BB' as const,
  boardName: 'Bed and breakfast',
  refundable: true,
  total: 45000,
  hotel: hotel(`Casa ${n}`),
  now,
});

function deal(overrides: Partial<HotelDeal> = {}): HotelDeal {
  return {
    proposalId: ID,
    chosenOption: null,
    status: 'viewed',
    agentName: 'Ana Agent',
    clientName: 'Clara Client',
    note: 'Two places by the river.',
    validUntil: '2026-12-01T10:00:00.000Z',
    createdAt: '2026-11-24T10:00:00.000Z',
    stayPeriod: { start: '2027-01-10', end: '2027-01-13' },
    nights: 3,
    occupancies: [{ numOfRoom: 1, numOfAdults: 2, numOfChildren: 0, childAges: [] }],
    nationality: { name: 'Portugal', alpha2Code: 'PT' },
    currency: 'EUR',
    options: [
      option(1, { status: 'changed', total: 48000, cancellationPolicy: policy }),
      option(2, { status: 'soldOut', total: null, cancellationPolicy: null }),
    ],
    extras: [],
    ...overrides,
  };
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderDeal(handlers: ApiHandlers, signedIn: boolean) {
  const fetchMock = signInAs(signedIn ? testClient() : null, handlers);
  queryClient.clear();
  renderUi(
    <QueryProvider>
      <Routes>
        <Route path="/booknow/hotels/deal/:proposalId" element={<DealPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </QueryProvider>,
    { route: `/booknow/hotels/deal/${ID}` },
  );
  return fetchMock;
}

const DEAL = `GET /api/v2/hotel/proposal`;

const extra = (kind: 'car' | 'activity', total: number, now: HotelDeal['extras'][number]['now']) => ({
  kind,
  title: kind === 'car' ? 'Volkswagen Golf or similar' : 'Alfama walking tour',
  provider: kind === 'car' ? 'Avis' : 'Lisbon',
  place: kind === 'car' ? 'Lisbon Portela Airport' : 'Largo do Chafariz',
  start: '2027-01-10T10:00',
  end: kind === 'car' ? '2027-01-13T10:00' : null,
  image: null,
  total,
  now,
  booking: null,
});

describe('/booknow/hotels/deal/:proposalId', () => {
  it('shows the extras priced now and what each option comes to with them', async () => {
    renderDeal(
      {
        [DEAL]: () => ({
          body: {
            data: deal({
              extras: [
                extra('car', 12_000, { status: 'changed', total: 13_050 }),
                extra('activity', 4_000, { status: 'soldOut', total: null }),
              ],
            }),
          },
        }),
      },
      false,
    );
    const section = within(await screen.findByTestId('deal-extras'));
    expect(section.getByRole('heading', { level: 2, name: 'Also proposed' })).toBeTruthy();
    const [car, activity] = section.getAllByTestId('proposal-extra');
    if (!car || !activity) throw new Error('two extras expected');
    expect(within(car).getByText('Car rental')).toBeTruthy();
    expect(within(car).getByTestId('extra-state').textContent).toBe('The price is now €130.50: it was €120.00.');
    expect(within(activity).getByTestId('extra-state').textContent).toBe('This is no longer available.');
    // Option 1 is 480.00 now, the car 130.50; the sold-out activity is left out and said so.
    const totals = section.getByTestId('deal-totals').textContent ?? '';
    expect(totals).toContain('Option 1 (Casa 1) with everything above: €610.50 (without what cannot be had now)');
    expect(totals).toContain('Option 2 (Casa 2) with everything above: cannot be priced now');
  });

  it("shows the agent's note, the stay and each option priced now; a logged-out client logs in to book", async () => {
    const user = userEvent.setup();
    renderDeal({ [DEAL]: () => ({ body: { data: deal() } }) }, false);
    expect(await screen.findByRole('heading', { level: 1, name: 'A hotel proposal for you' })).toBeTruthy();
    expect(screen.getByText('From Ana Agent, for Clara Client')).toBeTruthy();
    expect(screen.getByTestId('deal-stay').textContent).toContain('Jan 10, 2027 – Jan 13, 2027 · 3 nights');
    expect(screen.getByTestId('deal-note').textContent).toContain('Two places by the river.');
    const [changed, soldOut] = screen.getAllByRole('article');
    if (!changed || !soldOut) throw new Error('two options expected');
    const first = within(changed);
    expect(first.getByRole('heading', { name: 'Casa 1' })).toBeTruthy();
    // The board by its code in the reader's words, not the supplier's name ('Bed and breakfast').
    expect(first.getByText('Breakfast included')).toBeTruthy();
    expect(first.getByTestId('option-price').textContent).toBe('€480.00');
    expect(first.getByTestId('option-state').textContent).toBe(
      'The price has changed since it was proposed: it was €450.00.',
    );
    expect(first.getByText('Free cancellation until Jan 7, 2027, 11:59 PM (hotel time, Europe/Lisbon).')).toBeTruthy();
    expect(within(soldOut).getByTestId('option-state').textContent).toBe(
      'This room is no longer available for these dates.',
    );
    expect(within(soldOut).queryByRole('button')).toBeNull();

    await user.click(first.getByRole('button', { name: 'See rooms and book' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/login');
    expect(peekRedirectPath()).toBe(`/booknow/hotels/deal/${ID}`);
  });

  it("opens the hotel's rooms for the deal's stay and guests when signed in", async () => {
    const user = userEvent.setup();
    const corelationId = '0e0e0e0e-1111-4222-8333-444455556666';
    const fetchMock = renderDeal(
      {
        [DEAL]: () => ({ body: { data: deal() } }),
        'POST /api/v2/hotel/searchasync': () => ({ body: { data: { corelationId } } }),
      },
      true,
    );
    await user.click(await screen.findByRole('button', { name: 'See rooms and book' }));
    expect((await screen.findByTestId('where')).textContent).toBe(
      `/booknow/hotels/search-details?hotelId=h-pt-1&vendor=atlas&corelationId=${corelationId}`,
    );
    expect(bodiesSent(fetchMock, 'POST', '/api/v2/hotel/searchasync')).toEqual([
      {
        locationId: 'h-pt-1',
        stayPeriod: { start: '2027-01-10', end: '2027-01-13' },
        occupancies: [{ numOfRoom: 1, numOfAdults: 2, numOfChildren: 0, childAges: [] }],
        nationality: { name: 'Portugal', alpha2Code: 'PT' },
        currency: 'EUR',
      },
    ]);
  });

  it('says an expired deal has expired and offers no booking; an unknown one shows the server message', async () => {
    renderDeal({ [DEAL]: () => ({ body: { data: deal({ status: 'expired' }) } }) }, false);
    expect((await screen.findByTestId('deal-expired')).textContent).toBe(
      'This proposal has expired. Ask Ana Agent for a new one.',
    );
    expect(screen.queryByRole('button', { name: 'See rooms and book' })).toBeNull();
  });

  it('shows why a deal cannot be opened', async () => {
    renderDeal({ [DEAL]: () => ({ status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } }) }, false);
    expect((await screen.findByTestId('deal-error')).textContent).toBe('Not found');
  });

  it('approves an option from the link, then says so; the other answers are links to their pages', async () => {
    const user = userEvent.setup();
    let answered = false;
    const fetchMock = renderDeal(
      {
        [DEAL]: () => ({ body: { data: answered ? deal({ status: 'approved', chosenOption: 0 }) : deal() } }),
        'POST /api/v2/hotel/proposal/answer': () => {
          answered = true;
          return { body: { message: 'Thank you: your agent has been told' } };
        },
      },
      false,
    );
    const [first] = await screen.findAllByRole('article');
    if (!first) throw new Error('an option expected');
    expect(within(first).getByRole('link', { name: 'Ask Ana Agent to book it' }).getAttribute('href')).toBe(
      `/allowAgentProposal?proposalId=${ID}&option=0`,
    );
    expect(screen.getByRole('link', { name: 'None of these suit me' }).getAttribute('href')).toBe(
      `/disapproveProposal?proposalId=${ID}`,
    );
    await user.click(within(first).getByRole('button', { name: 'I like this one' }));
    expect((await screen.findByTestId('deal-answer')).textContent).toBe(
      'You approved Casa 1. You can book it yourself or ask your agent to.',
    );
    expect(bodiesSent(fetchMock, 'POST', '/api/v2/hotel/proposal/answer')).toEqual([
      { answer: 'approved', optionIndex: 0, proposalId: ID },
    ]);
    expect(screen.getByTestId('option-chosen').textContent).toBe('You approved this one');
    expect(screen.queryByRole('button', { name: 'I like this one' })).toBeNull();
  });
});
