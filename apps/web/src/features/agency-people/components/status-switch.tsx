import { Switch } from '@mantine/core';
import { useState } from 'react';
import type { AgencyPerson } from '@travel/contracts';
import { useTranslation } from '../../../shared/i18n/react';
import { notify } from '../../../shared/ui/notify';
import { usePersonCall, type PeopleKind } from '../api/people';
import { ConfirmDialog } from './confirm-dialog';

/**
 * A person's status: switching on activates at once; switching off asks first (the person loses
 * their sessions). The server's 'Status changed Successfully' shows as a toast.
 */
export function StatusSwitch({
  kind,
  person,
  disabled,
}: {
  kind: PeopleKind;
  person: AgencyPerson;
  disabled?: boolean;
}) {
  const { t } = useTranslation('people');
  const call = usePersonCall();
  const [isConfirming, setConfirming] = useState(false);
  const isActive = person.status === 'Active';
  const change = (status: AgencyPerson['status']) =>
    call.mutate(
      { kind, method: 'patch', action: 'user-status', body: { userId: person._id, status } },
      {
        onSuccess: (response) => void notify(response.message, 'success'),
        onSettled: () => setConfirming(false),
      },
    );
  return (
    <>
      <Switch
        checked={isActive}
        disabled={disabled || call.isPending}
        aria-label={t('status.label', { name: person.name })}
        label={isActive ? t('status.Active') : t('status.inactive')}
        onChange={(event) => (event.currentTarget.checked ? change('Active') : setConfirming(true))}
      />
      <ConfirmDialog
        opened={isConfirming}
        title={t('status.confirmTitle', { name: person.name })}
        body={t(`status.confirmBody.${kind}`)}
        confirmLabel={t('status.deactivate')}
        isDanger
        isBusy={call.isPending}
        onConfirm={() => change('inactive')}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
