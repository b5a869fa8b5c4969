import { Alert, Center, Container, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/react';
import { useSession } from '../../../shared/session/session-context';
import { usePeoplePermissions } from '../lib/permissions';

/** The agents' pages are for owners and admins (docs/roles.md); other agents are told so. */
export function ManagersOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('people');
  const { t: tCommon } = useTranslation('common');
  const { isLoadingProfile } = useSession();
  const { isManager } = usePeoplePermissions();
  if (isLoadingProfile) {
    return (
      <Center py="xl">
        <Loader aria-label={tCommon('common.loading')} />
      </Center>
    );
  }
  if (!isManager) {
    return (
      <Container size="sm" py="xl">
        <Alert color="yellow" data-testid="agents-forbidden">
          {t('agents.managersOnly')}
        </Alert>
      </Container>
    );
  }
  return children;
}
