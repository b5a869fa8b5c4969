import { useParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/react';
import { Spinner } from '../../../shared/shell/spinner';
import { NotFoundPage } from '../../../shared/shell/not-found-page';
import { useAgencyTerms } from '../api/get-agency-terms';
import { LegalDocument } from '../components/legal-document';

/** The platform's terms for an agency (the agency named by :id, which must be this site's). */
export function AgencyTermsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const terms = useAgencyTerms(id);
  if (terms.isPending) return <Spinner />;
  if (!terms.data) return <NotFoundPage />;
  return (
    <LegalDocument
      title={t('legal.agencyTerms.title')}
      body={t('legal.agencyTerms.body', { name: terms.data.agencyName })}
    />
  );
}
