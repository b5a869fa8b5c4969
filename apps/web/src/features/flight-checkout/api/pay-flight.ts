import type { FlightPaymentResult, PaymentBody } from '@travel/contracts';
import { api } from '../../../shared/api/client';

export function payFlight(body: PaymentBody, idempotencyKey: string): Promise<FlightPaymentResult> {
  return api
    .post<{
      data: FlightPaymentResult;
    }>('/api/flight/payment', body, { headers: { 'idempotency-key': idempotencyKey } })
    .then((r) => r.data);
}
