import { useTranslation } from '../i18n/react';
import { useIsAgencyActive } from '../agency/agency-context';
import { appConfig } from '../app-config';
import { currentLanguage, useSharedMessages } from '../i18n/i18n';
import classes from '../shell/shell.module.css';

/** An inactive agency says so on every page; its forms' buttons are disabled. */
export function InactiveBanner() {
  const { t } = useTranslation();
  const isActive = useIsAgencyActive();
  // The server's text for this page's language, until the language changes.
  const notice = appConfig().inactiveNotice;
  const inlined = notice?.language === currentLanguage() ? notice.text : undefined;
  const isReady = useSharedMessages(!isActive && !inlined);
  const text = isReady ? t('error.AGENCY_INACTIVE') : inlined;
  if (isActive || !text) return null;
  return (
    <div className={classes.container}>
      <div className={classes.banner} role="alert" data-testid="agency-inactive">
        {text}
      </div>
    </div>
  );
}
