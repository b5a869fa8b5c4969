import { useQuery } from '@tanstack/react-query';
import type { RecentActivityItem } from '@travel/contracts';
import { api } from '../../../shared/api/client';

export function useRecentActivity() {
  return useQuery({
    queryKey: ['user', 'recent-activity'],
    queryFn: ({ signal }) =>
      api.get<{ data: RecentActivityItem[] }>('/api/user/getRecentActivity', { signal }).then((r) => r.data),
  });
}
