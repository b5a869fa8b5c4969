import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Billings,
  Duration,
  InvoiceSummary,
  PaymentMethod,
  PlanType,
  SubscribeBody,
  Subscription,
} from '@travel/contracts';
import { api } from '../../../shared/api/client';

const subscriptionKey = ['subscription'] as const;

export function useSubscription() {
  return useQuery({
    queryKey: [...subscriptionKey, 'current'],
    queryFn: ({ signal }) =>
      api.get<{ data: Subscription }>('/api/agency/subscriptions', { signal }).then((r) => r.data),
  });
}

export function useBillings(planType: PlanType, duration: Duration) {
  return useQuery({
    queryKey: [...subscriptionKey, 'billings', planType, duration],
    queryFn: ({ signal }) =>
      api
        .get<{ data: Billings }>(`/api/agency/subscriptions/billings?duration=${duration}&planType=${planType}`, {
          signal,
        })
        .then((r) => r.data),
  });
}

export function usePaymentMethod() {
  return useQuery({
    queryKey: [...subscriptionKey, 'payment-method'],
    queryFn: ({ signal }) =>
      api.get<{ data: PaymentMethod }>('/api/agency/subscriptions/payment-methods', { signal }).then((r) => r.data),
  });
}

type Changed = { message: string; data: Subscription & { invoice: InvoiceSummary | null } };

function useRefreshing<I, O>(call: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscriptionKey }),
  });
}

export const useSubscribe = () =>
  useRefreshing((body: SubscribeBody) => api.post<Changed>('/api/agency/subscriptions', body));
export const useChangePlan = () =>
  useRefreshing((body: { planType: PlanType; duration: Duration }) =>
    api.patch<Changed>('/api/agency/subscriptions', body),
  );
export const useSavePaymentMethod = () =>
  useRefreshing((token: string) =>
    api.patch<{ data: PaymentMethod }>('/api/agency/subscriptions/payment-methods', { token }).then((r) => r.data),
  );
export const useVerifyPaymentMethod = () =>
  useRefreshing(() =>
    api.post<{ data: PaymentMethod }>('/api/agency/subscriptions/payment-methods/verify').then((r) => r.data),
  );
