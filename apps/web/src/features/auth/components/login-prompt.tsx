import { Alert } from '@mantine/core';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isLoginPrompt, isSearchResultsPath, peekRedirectPath } from '../../../shared/routing/paths';

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
    <Alert color="blue" role="status" mb="sm" data-testid="login-prompt">
      {isSearch ? t('prompt.search') : t('prompt.protected')}
    </Alert>
  );
}
