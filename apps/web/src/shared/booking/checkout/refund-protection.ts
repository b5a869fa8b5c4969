import { useQuery } from '@tanstack/react-query';
import { refundProtectionOfferSchema, type RefundProtectionOffer } from '@travel/contracts';
import { api } from '../../api/client';

const OFF: RefundProtectionOffer = { isEnabled: false, refundProtectMarkup: 0 };

/** The agency's refund protection (base64 JSON); a failure to load or read it turns it off with markup 0. */
export async function getRefundProtection(): Promise<RefundProtectionOffer> {
  try {
    const { data } = await api.get<{ data: string }>('/api/refund-protects');
    const parsed = refundProtectionOfferSchema.safeParse(JSON.parse(atob(data)));
    return parsed.success ? parsed.data : OFF;
  } catch {
    return OFF;
  }
}

export function useRefundProtection() {
  return useQuery({
    queryKey: ['refund-protects'],
    queryFn: getRefundProtection,
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
}
