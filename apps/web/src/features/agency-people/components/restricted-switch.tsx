import { Switch } from '@mantine/core';
import type { AgencyPerson } from '@travel/contracts';
import { useTranslation } from '../../../shared/i18n/react';
import { notify } from '../../../shared/ui/notify';
import { usePersonCall } from '../api/people';

/**
 * Whether the agent is restricted (books only for their own clients, cannot cancel, void,
 * ticket or change markups); applies at once.
 */
export function RestrictedSwitch({ agent }: { agent: AgencyPerson }) {
  const { t } = useTranslation('people');
  const call = usePersonCall();
  return (
    <Switch
      checked={agent.isRestrictedAgent}
      disabled={call.isPending}
      aria-label={t('agents.restrictedLabel', { name: agent.name })}
      label={agent.isRestrictedAgent ? t('agents.restricted') : t('agents.unrestricted')}
      onChange={(event) =>
        call.mutate(
          {
            kind: 'agents',
            method: 'patch',
            action: 'update-agent-type',
            body: { userId: agent._id, isRestrictedAgent: event.currentTarget.checked },
          },
          { onSuccess: (response) => void notify(response.message, 'success') },
        )
      }
    />
  );
}
