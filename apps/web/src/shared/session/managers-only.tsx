import { Alert, Center, Container, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { isManagerType } from '@travel/contracts';
import { useTranslation } from '../i18n/react';
import { useSession } from './session-context';

interface ManagersOnlyProps {
  /** What another agent is told instead of the page. */
  message: string;
  /** The alert's test id. */
  testId?: string;
  children: ReactNode;
}

/** A page for the agency's owners and admins (docs/roles.md); other agents are told so. */
export function ManagersOnly({ message, testId = 'managers-only', children }: ManagersOnlyProps) {
  const { t } = useTranslation('common');
  const { profile, isLoadingProfile } = useSession();
  if (isLoadingProfile) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (profile === null || !isManagerType(profile.userType)) {
    return (
      <Container size="sm" py="xl">
        <Alert color="yellow" data-testid={testId}>
          {message}
        </Alert>
      </Container>
    );
  }
  return children;
}
