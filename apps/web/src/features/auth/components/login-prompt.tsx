import { useLocation } from 'react-router';
import { useTranslation } from '../../../shared/i18n/react';
import { isLoginPrompt, isSearchResultsPath, peekRedirectPath } from '../../../shared/routing/paths';
import formClasses from '../../../shared/shell/form/form.module.css';

/**
 * Why the form opened by itself: a visitor asked for a page that needs an account (a search's
 * results, say). Says so, and that they will come back to it.
 */
export function LoginPrompt() {
  const { t } = useTranslation('auth');
  const { state } = useLocation();
  if (!isLoginPrompt(state)) return null;
  const target = peekRedirectPath();
  const isSearch = target !== null && isSearchResultsPath(target);
  return (
    <div
      className={formClasses.alert}
      data-tone="info"
      role="status"
      style={{ marginBottom: 'var(--mantine-spacing-sm)' }}
      data-testid="login-prompt"
    >
      {isSearch ? t('prompt.search') : t('prompt.protected')}
    </div>
  );
}
