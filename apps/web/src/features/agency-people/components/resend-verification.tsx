import { Button } from '@mantine/core';
import type { AgencyPerson } from '@travel/contracts';
import { useTranslation } from '../../../shared/i18n/react';
import { notify } from '../../../shared/ui/notify';
import { usePersonCall } from '../api/people';

/** Sends an unverified client the verification e-mail again ('Verification email sent'). */
export function ResendVerification({ client }: { client: AgencyPerson }) {
  const { t } = useTranslation('people');
  const call = usePersonCall();
  if (client.isVerified) return null;
  return (
    <Button
      variant="light"
      w="fit-content"
      loading={call.isPending}
      onClick={() =>
        call.mutate(
          { kind: 'clients', method: 'post', action: 'resend-verification-email', body: { userId: client._id } },
          { onSuccess: (response) => void notify(response.message, 'success') },
        )
      }
    >
      {t('detail.resend')}
    </Button>
  );
}
