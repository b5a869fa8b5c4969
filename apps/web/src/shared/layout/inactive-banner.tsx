import { useTranslation } from 'react-i18next';
import { useIsAgencyActive } from '../agency/agency-context';
import classes from '../shell/shell.module.css';

/** An inactive agency says so on every page; its forms' buttons are disabled. */
export function InactiveBanner() {
  const { t } = useTranslation();
  if (useIsAgencyActive()) return null;
  return (
    <div className={classes.container}>
      <div className={classes.banner} role="alert" data-testid="agency-inactive">
        {t('error.AGENCY_INACTIVE')}
      </div>
    </div>
  );
}
