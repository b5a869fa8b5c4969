import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkupSettings } from '@travel/contracts';
import { api } from '../../../shared/api/client';

export function updateAgencyMarkup(settings: MarkupSettings): Promise<{ message: string }> {
  return api.patch('/api/agency/markups', settings);
}

export function useUpdateAgencyMarkup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAgencyMarkup,
    // Users without their own markup follow the agency's: their views change too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['markups'] }),
  });
}
