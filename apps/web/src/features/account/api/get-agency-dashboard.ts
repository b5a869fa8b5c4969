import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AgencyDashboard } from '@travel/contracts';
import { api } from '../../../shared/api/client';
import type { DashboardPeriod } from '../lib/dashboard-period';

function getAgencyDashboard(period: DashboardPeriod, signal?: AbortSignal): Promise<AgencyDashboard> {
  return api
    .get<{ data: AgencyDashboard }>('/api/agency/dashboards', {
      query: { startDate: period.startDate, endDate: period.endDate },
      signal,
    })
    .then((r) => r.data);
}

/** The agency's figures for a period (a restricted agent's own, the server scopes them). */
export function useAgencyDashboard(period: DashboardPeriod | null) {
  return useQuery({
    queryKey: ['agency', 'dashboards', period],
    queryFn: ({ signal }) => getAgencyDashboard(period as DashboardPeriod, signal),
    enabled: period !== null,
    placeholderData: keepPreviousData,
  });
}
