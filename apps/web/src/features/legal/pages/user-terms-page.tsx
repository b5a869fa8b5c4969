import { useTranslation } from '../../../shared/i18n/react';
import { useAgency } from '../../../shared/agency/agency-context';
import { LegalDocument } from '../components/legal-document';

/** The terms every user of an agency site accepts at sign-up. */
export function UserTermsPage() {
  const { t } = useTranslation();
  const agency = useAgency();
  return (
    <LegalDocument title={t('legal.userTerms.title')} body={t('legal.userTerms.body', { name: agency.agencyName })} />
  );
}
