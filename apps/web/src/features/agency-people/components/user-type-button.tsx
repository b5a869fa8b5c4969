import { Button } from '@mantine/core';
import { useState } from 'react';
import type { AgencyPerson } from '@travel/contracts';
import { useTranslation } from '../../../shared/i18n/react';
import { notify } from '../../../shared/ui/notify';
import { usePersonCall, type PeopleKind } from '../api/people';
import { ConfirmDialog } from './confirm-dialog';

interface UserTypeButtonProps {
  /** A client is promoted to agent; an agent goes back to client. */
  kind: PeopleKind;
  person: AgencyPerson;
  /** After the server's message is shown: the person left this list, so the page moves the focus. */
  onDone(): void;
}

/**
 * Promotes a client to agent ('The user promoted successfully!') or turns an agent back into a
 * client (PATCH .../user-type), after asking.
 */
export function UserTypeButton({ kind, person, onDone }: UserTypeButtonProps) {
  const { t } = useTranslation('people');
  const texts = kind === 'clients' ? 'promote' : 'demote';
  const call = usePersonCall();
  const [isConfirming, setConfirming] = useState(false);
  const [isDone, setDone] = useState(false);
  const confirm = () =>
    call.mutate(
      { kind, method: 'patch', action: 'user-type', body: { userId: person._id } },
      {
        onSuccess: (response) => {
          void notify(response.message, 'success');
          setDone(true);
          // After the dialog is gone (and the row with it).
          requestAnimationFrame(onDone);
        },
        onSettled: () => setConfirming(false),
      },
    );
  return (
    <>
      <Button
        size="xs"
        variant="light"
        aria-label={t(`${texts}.label`, { name: person.name })}
        onClick={() => {
          setDone(false);
          setConfirming(true);
        }}
      >
        {t(`${texts}.button`)}
      </Button>
      <ConfirmDialog
        opened={isConfirming}
        title={t(`${texts}.title`, { name: person.name })}
        body={t(`${texts}.body`)}
        confirmLabel={t(`${texts}.button`)}
        isBusy={call.isPending}
        returnFocus={!isDone}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
