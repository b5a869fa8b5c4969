import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProposalDetail, ProposalSummary } from '@travel/contracts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { bodiesSent, callsTo, mockApi } from '../../../testing/mock-api';
import { renderAt } from '../../../testing/render-route';
import { signOut, testProfile } from '../../../testing/session';
import { changeProposalStatus } from '../api/proposals';
import { ProposalPage } from './proposal-page';
import { ProposalsPage } from './proposals-page';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@mantine/notifications', () => ({ notifications: { show: toast } }));

beforeAll(() => i18n.loadNamespaces(['proposals', 'hotel-vocabulary', 'hotels']));
beforeEach(() => toast.mockClear());
afterEach(() => signOut());

const ID = '7d1f0a2b-4444-4555-8666-000000000001';
const LIST = '/api/agency/proposal';
const toasts = () => toast.mock.calls.map(([options]) => (options as { message: string }).message);

function summary(overrides: Partial<ProposalSummary> = {}): ProposalSummary {
  return {
    _id: ID,
    status: 'booking_requested',
    agentId: 'a0000000-4444-4555-8666-000000000001',
    agentName: 'Ana Agent',
    clientId: 'c0000000-4444-4555-8666-000000000001',
    clientName: 'Clara Client',
    clientEmail: 'client@demo.test',
    hotelNames: ['Casa Azul', 'Pousada Mosaic'],
    stayPeriod: { start: '2027-01-10', end: '2027-01-13' },
    currency: 'EUR',
    fromTotal: 45_000,
    chosenOption: 1,
    validUntil: '2026-12-01T10:00:00.000Z',
    createdAt: '2026-11-24T10:00:00.000Z',
    updatedAt: '2026-11-24T10:00:00.000Z',
    booking: null,
    ...overrides,
  };
}

const option = (hotelName: string, total: number) => ({
  hotelId: hotelName,
  vendor: 'atlas',
  hotelName,
  roomTypeCode: 'DBL',
  roomName: 'Double Room',
  board: 'BB' as const,
  boardName: 'Bed and breakfast',
  refundable: true,
  total,
});

function detail(overrides: Partial<ProposalDetail> = {}): ProposalDetail {
  return {
    ...summary(),
    note: 'Two riverside stays',
    occupancies: [{ numOfRoom: 1, numOfAdults: 2, numOfChildren: 0, childAges: [] }],
    nationality: { name: 'Portugal', alpha2Code: 'PT' },
    options: [option('Casa Azul', 45_000), option('Pousada Mosaic', 52_000)],
    extras: [],
    disapprovalReason: null,
    history: [
      { status: 'draft', at: '2026-11-24T10:00:00.000Z', by: 'agent' },
      { status: 'sent', at: '2026-11-24T10:00:00.000Z', by: 'agent' },
      { status: 'viewed', at: '2026-11-24T11:00:00.000Z', by: 'system' },
      { status: 'booking_requested', at: '2026-11-24T11:05:00.000Z', by: 'client', option: 1 },
    ],
    dealUrl: `http://demo.localhost/booknow/hotels/deal/${ID}`,
    ...overrides,
  };
}

describe('/proposals', () => {
  it('lists the proposals with their status and booking, and sends the filters from the URL', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi(
      {
        [`GET ${LIST}`]: () => ({
          body: {
            data: {
              proposals: [
                summary(),
                summary({
                  _id: 'b',
                  status: 'booked',
                  booking: { _id: 'x', referenceNumber: 'HT-1001', status: 'pending_payment' },
                }),
              ],
              totalRecords: 2,
            },
          },
        }),
      },
      { profile: testProfile() },
    );
    renderAt(<ProposalsPage />, { path: '/proposals', route: '/proposals?bookingStatus=none' });
    const rows = await screen.findAllByTestId('proposal-row');
    expect(within(rows[0] as HTMLElement).getByTestId('proposal-status').textContent).toBe('Booking requested');
    expect(within(rows[0] as HTMLElement).getByText('Not booked')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('HT-1001')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Awaiting payment')).toBeTruthy();
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link', { name: 'Clara Client' })
        .getAttribute('href'),
    ).toBe(`/proposals/${ID}`);
    expect(callsTo(fetchMock, LIST)[0]?.query).toEqual({
      proposalStatus: 'All',
      bookingStatus: 'none',
      pastTrips: 'false',
      offSet: '0',
      limit: '20',
    });
    await user.click(screen.getByRole('switch', { name: 'Past trips' }));
    await waitFor(() => expect(callsTo(fetchMock, LIST).at(-1)?.query).toMatchObject({ pastTrips: 'true' }));
  });
});

describe('/proposals/:id', () => {
  it('shows each extra as proposed and, once the client booked it, its booking', async () => {
    const extra = {
      title: 'Fiat Panda or similar',
      provider: 'Pico Rent',
      place: 'Lisbon Portela Airport',
      start: '2027-01-10T10:00',
      end: '2027-01-13T10:00',
      image: null,
      total: 6_335,
    };
    mockApi(
      {
        [`GET ${LIST}/${ID}`]: () => ({
          body: {
            data: detail({
              extras: [
                { kind: 'car', ...extra, booking: { _id: 'b1', referenceNumber: 'CR123', status: 'confirmed' } },
                { kind: 'activity', ...extra, title: 'Lisbon Ghost Walk', end: null, booking: null },
              ],
            }),
          },
        }),
      },
      { profile: testProfile() },
    );
    renderAt(<ProposalPage />, { path: '/proposals/:id', route: `/proposals/${ID}` });
    const [car, activity] = await screen.findAllByTestId('proposal-extra');
    if (!car || !activity) throw new Error('two extras expected');
    expect(within(car).getByRole('heading', { level: 3 }).textContent).toBe('Fiat Panda or similar');
    expect(within(car).getByText('€63.35')).toBeTruthy();
    expect(within(car).getByTestId('extra-booked').textContent).toBe('Booked CR123Confirmed');
    expect(within(activity).queryByTestId('extra-booked')).toBeNull();
    // A draft is edited on its page; this one is answered.
    expect(screen.queryByRole('button', { name: 'Edit draft' })).toBeNull();
  });

  it("shows the client's choice and history, and changes the status", async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi(
      {
        [`GET ${LIST}/${ID}`]: () => ({ body: { data: detail() } }),
        [`PATCH ${LIST}`]: () => ({
          body: {
            message: 'Status changed Successfully',
            data: { proposalId: ID, status: 'approved', isApproved: true },
          },
        }),
      },
      { profile: testProfile() },
    );
    renderAt(<ProposalPage />, { path: '/proposals/:id', route: `/proposals/${ID}` });
    const chosen = await screen.findByTestId('option-chosen');
    expect(chosen.closest('article')?.textContent).toContain('Pousada Mosaic');
    expect(
      screen
        .getAllByTestId('history-entry')
        .map((entry) => /^(.+?)(By the|Automatically)/.exec(entry.textContent ?? '')?.slice(1, 3)),
    ).toEqual([
      ['Draft', 'By the'],
      ['Sent', 'By the'],
      ['Viewed', 'Automatically'],
      ['Booking requested', 'By the'],
    ]);
    expect(screen.getAllByTestId('history-entry')[3]?.textContent).toContain('By the client');
    expect(screen.getAllByRole('button', { name: 'Book for Clara Client' })).toHaveLength(2);
    await user.click(screen.getByRole('combobox', { name: 'New status' }));
    await user.click(await screen.findByRole('option', { name: 'Approved' }));
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    await waitFor(() => expect(toasts()).toEqual(['Status changed to Approved']));
    expect(bodiesSent(fetchMock, 'PATCH', LIST)).toEqual([{ proposalId: ID, status: 'approved' }]);
  });
});

describe('/proposals/:id, editing a draft', () => {
  const SEARCH = '5e0c1a2b-4444-4555-8666-0000000000aa';
  const LISBON = { id: 'c-pt-lisbon', kind: 'city', name: 'Lisbon', description: 'Lisbon, Portugal' };
  const rate = (rateKey: string, roomName: string, amount: number) => ({
    rateKey,
    roomName,
    board: 'RO',
    boardName: 'Room only',
    refundable: false,
    price: { total: { amount, currency: 'EUR' } },
  });
  const draft = () =>
    detail({
      status: 'draft',
      chosenOption: null,
      history: [{ status: 'draft', at: '2026-11-24T10:00:00.000Z', by: 'agent' }],
    });
  function mockDraftApi(put: () => { status?: number; body: unknown }) {
    return mockApi(
      {
        [`GET ${LIST}/${ID}`]: () => ({ body: { data: draft() } }),
        'GET /api/v2/hotel/auto-suggest': () => ({ body: { data: [LISBON] } }),
        [`GET /api/locations/locationcontent/locationV2/${LISBON.id}`]: () => ({ body: { data: LISBON } }),
        'POST /api/v2/hotel/searchasync': () => ({ body: { data: { corelationId: SEARCH } } }),
        'POST /api/v2/hotel/searchasync/search': () => ({
          body: {
            data: {
              corelationId: SEARCH,
              currency: 'EUR',
              pollCompleted: true,
              hotels: [
                {
                  hotelId: 'h-sol',
                  vendor: 'atlas',
                  name: 'Hotel Sol',
                  stars: 4,
                  price: { amount: 39_000, currency: 'EUR' },
                },
              ],
            },
          },
        }),
        'GET /api/v3/hotel/get-rooms-and-rates': () => ({
          body: {
            data: {
              vendor: 'atlas',
              roomLists: [{ rates: [rate('rk-dbl', 'Double Room', 39_000), rate('rk-twn', 'Twin Room', 41_000)] }],
            },
          },
        }),
        [`PUT ${LIST}/${ID}`]: put,
      },
      { profile: testProfile() },
    );
  }
  /** Opens the editor, searches Lisbon for the draft's stay and opens Hotel Sol's rooms. */
  async function searchLisbon(user: ReturnType<typeof userEvent.setup>) {
    renderAt(<ProposalPage />, { path: '/proposals/:id', route: `/proposals/${ID}` });
    await user.click(await screen.findByRole('button', { name: 'Edit draft' }));
    const adding = screen.getByTestId('draft-add-hotel');
    await user.type(within(adding).getByRole('combobox', { name: 'Destination' }), 'lisb');
    await user.click(await screen.findByRole('option', { name: /Lisbon/ }));
    await user.click(within(adding).getByRole('button', { name: 'Search hotels' }));
    await user.click(await within(adding).findByRole('button', { name: 'Show rooms' }));
    await within(adding).findByRole('button', { name: 'Add Double Room at Hotel Sol' });
    return adding;
  }

  it("adds a hotel from a search of the draft's own stay, up to three options in all", async () => {
    const user = userEvent.setup();
    const fetchMock = mockDraftApi(() => ({ body: { data: draft() } }));
    const adding = await searchLisbon(user);
    // The search is the proposal's stay, guests, nationality and currency, at the picked place.
    expect(bodiesSent(fetchMock, 'POST', '/api/v2/hotel/searchasync')).toEqual([
      {
        locationId: 'c-pt-lisbon',
        stayPeriod: { start: '2027-01-10', end: '2027-01-13' },
        occupancies: [{ numOfRoom: 1, numOfAdults: 2, numOfChildren: 0, childAges: [] }],
        nationality: { name: 'Portugal', alpha2Code: 'PT' },
        currency: 'EUR',
      },
    ]);
    await user.click(within(adding).getByRole('button', { name: 'Add Double Room at Hotel Sol' }));
    expect(screen.getByTestId('added-option').textContent).toBe('Hotel Sol · Double Room · €390.00');
    // Two kept and one added: the proposal is full until one is removed.
    expect(within(adding).getByRole<HTMLButtonElement>('button', { name: 'Add Twin Room at Hotel Sol' }).disabled).toBe(
      true,
    );
    expect(within(adding).getByText('The proposal has its 3 options: remove one to add another.')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: /^1\. Casa Azul/ }));
    await user.click(within(adding).getByRole('button', { name: 'Add Twin Room at Hotel Sol' }));
    expect(screen.getAllByTestId('added-option')).toHaveLength(2);
    expect(
      within(adding).getByRole<HTMLButtonElement>('button', { name: 'Add Double Room at Hotel Sol' }).disabled,
    ).toBe(true);
    // Nor is a removed option kept again while the proposal is full.
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /^1\. Casa Azul/ }).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toasts()).toEqual(['Draft saved']));
    expect(bodiesSent(fetchMock, 'PUT', `${LIST}/${ID}`)).toEqual([
      expect.objectContaining({
        keepOptions: [1],
        corelationId: SEARCH,
        options: [
          { hotelId: 'h-sol', vendor: 'atlas', rateKey: 'rk-dbl' },
          { hotelId: 'h-sol', vendor: 'atlas', rateKey: 'rk-twn' },
        ],
      }),
    ]);
  });

  it("shows the server's errors at their fields: a new option's at the hotels, the note's at the note", async () => {
    const user = userEvent.setup();
    mockDraftApi(() => ({
      status: 400,
      body: {
        message: 'Check the fields',
        code: 'VALIDATION_FAILED',
        details: { 'options.0.rateKey': 'This offer is no longer available', note: 'Too long' },
      },
    }));
    const adding = await searchLisbon(user);
    await user.click(within(adding).getByRole('button', { name: 'Add Double Room at Hotel Sol' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await within(adding).findByTestId('draft-hotel-error')).textContent).toBe(
      'This offer is no longer available',
    );
    const note = screen.getByRole('textbox', { name: 'Note for the client' });
    expect(note.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Too long')).toBeTruthy();
    expect(screen.queryByText('Check the fields')).toBeNull();
  });
});

describe('changeProposalStatus (spec 4: Proposals status update)', () => {
  it('keeps the new status on success', async () => {
    mockApi({
      [`PATCH ${LIST}`]: () => ({
        body: { message: 'ok', data: { proposalId: ID, status: 'expired', isApproved: false } },
      }),
    });
    expect(await changeProposalStatus(ID, 'expired')).toBe('expired');
    expect(toasts()).toEqual([]);
  });

  it('keeps false on a failure, with its error toast', async () => {
    mockApi({
      [`PATCH ${LIST}`]: () => ({
        status: 409,
        body: { message: "This cannot be done in the proposal's current status", code: 'INVALID_STATE' },
      }),
    });
    expect(await changeProposalStatus(ID, 'approved')).toBe(false);
    await waitFor(() => expect(toasts()).toEqual(["This cannot be done in the proposal's current status"]));
  });

  it('keeps false without a toast when the answer says the proposal is approved', async () => {
    mockApi({
      [`PATCH ${LIST}`]: () => ({
        status: 409,
        body: {
          message: "This cannot be done in the proposal's current status",
          code: 'INVALID_STATE',
          details: { isApproved: 'This proposal is approved by the client' },
        },
      }),
    });
    expect(await changeProposalStatus(ID, 'expired')).toBe(false);
    // Given the time a toast takes to show (as the test above waits for one), none came.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(toasts()).toEqual([]);
  });
});
