import { Button } from '@mantine/core';
import { useState } from 'react';
import type { AgencyPerson } from '@travel/contracts';
import { notify } from '../../../shared/ui/notify';
import { usePersonCall, type PeopleKind } from '../api/people';
import { ConfirmDialog } from './confirm-dialog';

interface PersonActionButtonProps {
  kind: PeopleKind;
  person: AgencyPerson;
  /** The call under the kind's path, e.g. 'user-type'. */
  action: string;
  label: string;
  /** The button's accessible name, naming the person. */
  ariaLabel: string;
  confirmTitle: string;
  confirmBody: string;
  /** After the server's success message is shown (the row may be gone: move the focus). */
  onDone?(): void;
}

/** A change to one person that is asked first (promote to agent, back to client). */
export function PersonActionButton({
  kind,
  person,
  action,
  label,
  ariaLabel,
  confirmTitle,
  confirmBody,
  onDone,
}: PersonActionButtonProps) {
  const call = usePersonCall();
  const [isConfirming, setConfirming] = useState(false);
  const [isDone, setDone] = useState(false);
  const confirm = () =>
    call.mutate(
      { kind, method: 'patch', action, body: { userId: person._id } },
      {
        onSuccess: (response) => {
          void notify(response.message, 'success');
          setDone(true);
          // After the dialog is gone (its row may be gone too).
          if (onDone) requestAnimationFrame(onDone);
        },
        onSettled: () => setConfirming(false),
      },
    );
  return (
    <>
      <Button
        size="xs"
        variant="light"
        aria-label={ariaLabel}
        onClick={() => {
          setDone(false);
          setConfirming(true);
        }}
      >
        {label}
      </Button>
      <ConfirmDialog
        opened={isConfirming}
        title={confirmTitle}
        body={confirmBody}
        confirmLabel={label}
        isBusy={call.isPending}
        returnFocus={!(isDone && onDone)}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
