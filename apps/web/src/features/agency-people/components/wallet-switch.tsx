import type { AgencyPerson } from '@travel/contracts';
import { useTranslation } from '../../../shared/i18n/react';
import { notify } from '../../../shared/ui/notify';
import { ToggleSwitch } from '../../../shared/widgets/toggle-switch';
import { usePersonCall, type PeopleKind } from '../api/people';

/** Whether the person earns into the travel reward wallet; applies at once. */
export function WalletSwitch({
  kind,
  person,
  isEnabled,
  disabled,
}: {
  kind: PeopleKind;
  person: AgencyPerson;
  isEnabled: boolean;
  disabled: boolean;
}) {
  const { t } = useTranslation('people');
  const call = usePersonCall();
  return (
    <ToggleSwitch
      label={t('detail.wallet')}
      checked={isEnabled}
      disabled={disabled || call.isPending}
      onChange={(checked) =>
        call.mutate(
          {
            kind,
            method: 'patch',
            action: 'reward-wallet',
            body: { userId: person._id, isRewardWalletEnable: checked },
          },
          { onSuccess: (response) => void notify(response.message, 'success') },
        )
      }
    />
  );
}
