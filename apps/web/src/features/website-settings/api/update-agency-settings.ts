import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgencySettingsPatch, AgencySettingsSaved } from '@travel/contracts';
import { api } from '../../../shared/api/client';
import { useReplaceAgency } from '../../../shared/agency/agency-context';
import { agencySettingsKey } from './get-agency-settings';

/** Sends the changed website settings; the server answers the agency as it now is. */
export function updateAgencySettings(patch: AgencySettingsPatch): Promise<AgencySettingsSaved> {
  return api.patch('/api/agency', patch);
}

export function useUpdateAgencySettings() {
  const queryClient = useQueryClient();
  const replaceAgency = useReplaceAgency();
  return useMutation({
    mutationFn: updateAgencySettings,
    onSuccess: ({ data }) => {
      queryClient.setQueryData(agencySettingsKey, data);
      // Book Now in the side navigation follows the booking menu.
      void queryClient.invalidateQueries({ queryKey: ['agency', 'navigations'] });
      replaceAgency(data);
    },
  });
}
