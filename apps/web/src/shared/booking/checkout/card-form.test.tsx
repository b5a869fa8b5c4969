import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { callsTo, mockApi, type ApiHandlers } from '../../../testing/mock-api';
import { renderPageAt } from '../../../testing/render';
import { testClient } from '../../../testing/session';
import { CardForm } from './card-form';

beforeAll(() => i18n.loadNamespaces(['checkout']));

function renderCard(handlers: ApiHandlers = {}, forms = 1) {
  const onToken = vi.fn();
  const fetchMock = mockApi(
    {
      'POST /sandbox-gateway/v1/tokens': () => ({ body: { token: 'tok_card_0001', brand: 'visa', last4: '4242' } }),
      ...handlers,
    },
    { profile: testClient() },
  );
  renderPageAt(
    <>
      {Array.from({ length: forms }, (_, index) => (
        <CardForm key={index} amountLabel="€100.00" isPaying={false} error={null} onToken={onToken} />
      ))}
    </>,
    '/pay',
  );
  return { onToken, fetchMock };
}

const field = (name: string) =>
  within(screen.getByTestId('card-form')).getByRole<HTMLInputElement>('textbox', { name });
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const errorOf = (name: string) => {
  const input = field(name);
  const id = input
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((part) => part.endsWith('-error'));
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('card form: shaping the fields as typed', () => {
  it('groups the number in fours and names its brand; Amex in 4-6-5 with a 4-digit code', async () => {
    renderCard();
    await screen.findByTestId('card-form');
    type('Card number', '4242424242424242');
    expect(field('Card number').value).toBe('4242 4242 4242 4242');
    expect(screen.getByTestId('card-brand').dataset.brand).toBe('visa');
    expect(screen.getByTestId('card-brand').textContent).toBe('Visa');
    type('Security code', '12345');
    expect(field('Security code').value).toBe('123');

    type('Card number', '378282246310005');
    expect(field('Card number').value).toBe('3782 822463 10005');
    expect(screen.getByTestId('card-brand').textContent).toBe('American Express');
    type('Security code', '12345');
    expect(field('Security code').value).toBe('1234');
  });

  it("turns '1229' into '12/29'", async () => {
    renderCard();
    await screen.findByTestId('card-form');
    type('Expiry (MM/YY)', '1229');
    expect(field('Expiry (MM/YY)').value).toBe('12/29');
    expect(field('Expiry (MM/YY)').getAttribute('aria-invalid')).not.toBe('true');
  });

  it('says at once what can no longer be right: month 13, a past expiry, a number failing the Luhn check', async () => {
    renderCard();
    await screen.findByTestId('card-form');
    type('Expiry (MM/YY)', '13');
    expect(errorOf('Expiry (MM/YY)')).toBe('The month must be 01 to 12');
    type('Expiry (MM/YY)', '0120');
    expect(field('Expiry (MM/YY)').value).toBe('01/20');
    expect(errorOf('Expiry (MM/YY)')).toBe('This card has expired');
    type('Card number', '4242 4242 4242 4241');
    expect(errorOf('Card number')).toBe('The card number is not valid');
    type('Card number', '4242 4242 4242 4242');
    expect(errorOf('Card number')).toBeUndefined();
  });
});

describe('card form: Pay with wrong or empty fields', () => {
  it('flags every empty field with aria-invalid and its message, focuses the first, and sends nothing', async () => {
    const user = userEvent.setup();
    const { onToken, fetchMock } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Pay €100.00' }));
    expect(errorOf('Name on card')).toBe('Enter the name on the card');
    expect(errorOf('Card number')).toBe('Enter the card number');
    expect(errorOf('Expiry (MM/YY)')).toBe('Enter the expiry date');
    expect(errorOf('Security code')).toBe('Enter the security code');
    for (const name of ['Name on card', 'Card number', 'Expiry (MM/YY)', 'Security code'])
      expect(field(name).getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field('Name on card')));
    expect(callsTo(fetchMock, '/sandbox-gateway/v1/tokens')).toEqual([]);
    expect(onToken).not.toHaveBeenCalled();
  });

  it('focuses the first wrong field and pays once all are right', async () => {
    const user = userEvent.setup();
    const { onToken, fetchMock } = renderCard();
    await screen.findByTestId('card-form');
    type('Name on card', 'Ana Silva');
    type('Card number', '4242424242424242');
    type('Expiry (MM/YY)', '1229');
    type('Security code', '12');
    await user.click(screen.getByRole('button', { name: 'Pay €100.00' }));
    expect(errorOf('Security code')).toBe('The security code has 3 digits');
    await waitFor(() => expect(document.activeElement).toBe(field('Security code')));
    expect(callsTo(fetchMock, '/sandbox-gateway/v1/tokens')).toEqual([]);

    type('Security code', '123');
    await user.click(screen.getByRole('button', { name: 'Pay €100.00' }));
    await waitFor(() => expect(onToken).toHaveBeenCalledWith('tok_card_0001'));
    expect(callsTo(fetchMock, '/sandbox-gateway/v1/tokens').map((call) => call.body)).toEqual([
      { number: '4242424242424242', expMonth: 12, expYear: 2029, cvc: '123', name: 'Ana Silva' },
    ]);
  });
});

describe('card form: the gateway the server names (GET /api/getCurrentPaymentGateway)', () => {
  it("tokenises through that gateway's client with its token URL and public key, asking once for every form", async () => {
    const user = userEvent.setup();
    const { onToken, fetchMock } = renderCard(
      {
        'GET /api/getCurrentPaymentGateway': () => ({
          body: { data: { gateway: 'sandbox', publicKey: 'pk_test_agency_7', tokenUrl: '/sandbox-gateway/v2/tokens' } },
        }),
        'POST /sandbox-gateway/v2/tokens': () => ({ body: { token: 'tok_card_0777', brand: 'visa', last4: '4242' } }),
      },
      2,
    );
    const [form] = await screen.findAllByTestId('card-form');
    expect(screen.getAllByTestId('card-form').map((each) => each.dataset.gateway)).toEqual(['sandbox', 'sandbox']);
    expect(callsTo(fetchMock, '/api/getCurrentPaymentGateway')).toHaveLength(1);
    const inForm = within(form as HTMLElement);
    fireEvent.change(inForm.getByRole('textbox', { name: 'Name on card' }), { target: { value: 'Ana Silva' } });
    fireEvent.change(inForm.getByRole('textbox', { name: 'Card number' }), { target: { value: '4242424242424242' } });
    fireEvent.change(inForm.getByRole('textbox', { name: 'Expiry (MM/YY)' }), { target: { value: '1229' } });
    fireEvent.change(inForm.getByRole('textbox', { name: 'Security code' }), { target: { value: '123' } });
    await user.click(inForm.getByRole('button', { name: 'Pay €100.00' }));
    await waitFor(() => expect(onToken).toHaveBeenCalledWith('tok_card_0777'));
    expect(callsTo(fetchMock, '/sandbox-gateway/v1/tokens')).toEqual([]);
    const [, init] = fetchMock.mock.calls.find(([input]) => String(input) === '/sandbox-gateway/v2/tokens') ?? [];
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer pk_test_agency_7');
    expect(screen.getAllByText('Sandbox test cards (any future expiry, any security code):')).toHaveLength(2);
  });
});
