import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@travel/contracts';
import { api } from '../../../shared/api/client';

/** Resends a booking's confirmation e-mail, at its vertical's endpoint. */
export function sendConfirmation(path: string, referenceNumber: string): Promise<MessageResponse> {
  return api.post(path, { referenceNumber });
}

export function useSendConfirmation(path: string) {
  return useMutation({ mutationFn: (referenceNumber: string) => sendConfirmation(path, referenceNumber) });
}
