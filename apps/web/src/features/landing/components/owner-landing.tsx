import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/react';
import { useAgency } from '../../../shared/agency/agency-context';
import { currentLanguage } from '../../../shared/i18n/i18n';
import shell from '../../../shared/shell/shell.module.css';
import classes from './owner-landing.module.css';
import { SellingPointsSlider } from './selling-points-slider';

/** The product owner's marketing landing: what agencies get, with the selling-points slider. */
export function OwnerLanding() {
  const { t } = useTranslation();
  const agency = useAgency();
  const language = currentLanguage();
  return (
    <div className={`${shell.container} ${classes.landing}`} data-testid="owner-landing">
      <section className={classes.intro}>
        <h1 className={classes.title}>{t('landing.owner.title')}</h1>
        <p className={`${shell.dimmed} ${classes.subtitle}`}>{t('landing.owner.subtitle')}</p>
        <div className={shell.row} style={{ justifyContent: 'center', gap: 12 }}>
          <Link to="/start" className={`${shell.primary} ${shell.large}`}>
            {t('landing.owner.cta')}
          </Link>
          <Link to="/pricing" className={`${shell.outline} ${shell.large}`}>
            {t('landing.owner.plans')}
          </Link>
        </div>
      </section>
      <SellingPointsSlider points={agency.sellingPoints} />
      <ul className={classes.points}>
        {agency.sellingPoints.map((point) => (
          <li key={point.title.en} className={classes.point}>
            <span className={classes.check} aria-hidden>
              <IconCheck size={16} />
            </span>
            <div>
              <strong>{point.title[language]}</strong>
              <p className={shell.dimmed}>{point.description[language]}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
