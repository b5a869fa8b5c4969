import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/react';
import { ManagersOnly as SharedManagersOnly } from '../../../shared/session/managers-only';

/** The agents' pages are for owners and admins (docs/roles.md); other agents are told so. */
export function ManagersOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('people');
  return (
    <SharedManagersOnly message={t('agents.managersOnly')} testId="agents-forbidden">
      {children}
    </SharedManagersOnly>
  );
}
