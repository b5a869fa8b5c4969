import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

export function sendConfirmation(referenceNumber: string): Promise<{ message: string }> {
  return api.post('/api/flight/sendFlightConfirmMail', { referenceNumber });
}

export function useSendConfirmation() {
  return useMutation({ mutationFn: sendConfirmation });
}
