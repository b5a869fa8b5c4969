import type { FlightBooking } from '@travel/contracts';
import { api } from '../../../shared/api/client';

export interface PaymentResult {
  status: 'succeeded' | 'requires_action' | 'failed';
  challengeUrl: string | null;
  message: string | null;
  booking: FlightBooking;
}

export function payFlight(
  body: { referenceNumber: string; paymentToken: string },
  idempotencyKey: string,
): Promise<PaymentResult> {
  return api
    .post<{ data: PaymentResult }>('/api/flight/payment', body, { headers: { 'idempotency-key': idempotencyKey } })
    .then((r) => r.data);
}
