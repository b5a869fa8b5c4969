import { useLocation } from 'react-router';
import { useTranslation } from '../../../shared/i18n/react';
import type { LegalPageKey } from '@travel/contracts';
import { useAgency } from '../../../shared/agency/agency-context';
import { NotFoundPage } from '../../../shared/shell/not-found-page';
import { LegalDocument } from '../components/legal-document';

const PAGES: Record<string, { key: LegalPageKey; title: string }> = {
  '/privacy-policy': { key: 'privacyPolicy', title: 'footer.privacyPolicy' },
  '/cookies-policy': { key: 'cookiesPolicy', title: 'footer.cookiesPolicy' },
  '/disclaimer': { key: 'disclaimer', title: 'footer.disclaimer' },
};

/** The agency's own privacy, cookies or disclaimer text; absent when the agency has none. */
export function AgencyLegalPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const agency = useAgency();
  const page = PAGES[pathname];
  const body = page ? agency[page.key] : null;
  if (!page || !body) return <NotFoundPage />;
  return <LegalDocument title={t(page.title)} body={body} lang={agency.textLanguage} />;
}
