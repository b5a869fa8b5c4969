import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApprovalLimit, ApprovalList, ApprovalListQuery } from '@travel/contracts';
import { api } from '../../../shared/api/client';

const approvalsKey = ['agency', 'approvals'] as const;
const limitKey = ['agency', 'approval-limit'] as const;

function getApprovals(query: ApprovalListQuery, signal?: AbortSignal): Promise<ApprovalList> {
  return api.get<{ data: ApprovalList }>('/api/agency/approvals', { query: { ...query }, signal }).then((r) => r.data);
}

/** A page of the approval queue of one status. */
export function useApprovals(query: ApprovalListQuery) {
  return useQuery({
    queryKey: [...approvalsKey, query],
    queryFn: ({ signal }) => getApprovals(query, signal),
    placeholderData: keepPreviousData,
  });
}

export type ApprovalDecision =
  { id: string; decision: 'approve' } | { id: string; decision: 'decline'; reason: string };

/**
 * Approves or declines one booking; the queue is read again after it. Failures are toasts (the
 * shared query client's); the success message is the server's, translated.
 */
export function useDecideApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: ApprovalDecision) =>
      api.post<{ message: string }>(
        `/api/agency/approvals/${encodeURIComponent(decision.id)}/${decision.decision}`,
        decision.decision === 'decline' ? (decision.reason ? { reason: decision.reason } : {}) : {},
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: approvalsKey }),
  });
}

/** The total over which a restricted agent's booking waits for approval. */
export function useApprovalLimit() {
  return useQuery({
    queryKey: limitKey,
    queryFn: ({ signal }) =>
      api.get<{ data: ApprovalLimit }>('/api/agency/approval-limit', { signal }).then((r) => r.data),
  });
}

export function useUpdateApprovalLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (limit: ApprovalLimit) =>
      api.patch<{ data: ApprovalLimit }>('/api/agency/approval-limit', limit).then((r) => r.data),
    onSuccess: (limit) => queryClient.setQueryData(limitKey, limit),
  });
}
