import { IconChevronLeft, IconChevronRight, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/react';
import { LANDING_SLIDER_INTERVAL_MS, type SellingPoint } from '@travel/contracts';
import { currentLanguage } from '../../../shared/i18n/i18n';
import shell from '../../../shared/shell/shell.module.css';
import classes from './owner-landing.module.css';

/** The selling points, one at a time, advancing every 3 s; pausable (WCAG 2.2.2). */
export function SellingPointsSlider({ points }: { points: SellingPoint[] }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [isPaused, setPaused] = useState(false);
  const [isHovered, setHovered] = useState(false);
  const count = points.length;

  useEffect(() => {
    if (isPaused || isHovered || count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), LANDING_SLIDER_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [isPaused, isHovered, count]);

  const point = points[index];
  if (!point) return null;
  const language = currentLanguage();
  const go = (delta: number) => setIndex((i) => (i + delta + count) % count);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('landing.sellingPoints')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <div
        className={classes.slide}
        aria-live={isPaused ? 'polite' : 'off'}
        data-testid="selling-point"
        data-index={index}
      >
        {point.image && <img src={point.image} alt="" className={classes.slideImage} />}
        <div>
          <h2 className={classes.slideTitle}>{point.title[language]}</h2>
          <p className={shell.dimmed}>{point.description[language]}</p>
        </div>
      </div>
      <div className={shell.row} style={{ justifyContent: 'center', marginTop: 12 }}>
        <button type="button" className={shell.iconButton} onClick={() => go(-1)} aria-label={t('landing.previous')}>
          <IconChevronLeft size={18} aria-hidden />
        </button>
        {points.map((p, i) => (
          <button
            type="button"
            key={p.title.en}
            className={classes.dot}
            onClick={() => setIndex(i)}
            aria-label={t('landing.goToSlide', { number: i + 1 })}
            aria-current={i === index ? 'true' : undefined}
          />
        ))}
        <button type="button" className={shell.iconButton} onClick={() => go(1)} aria-label={t('landing.next')}>
          <IconChevronRight size={18} aria-hidden />
        </button>
        <button
          type="button"
          className={shell.iconButton}
          onClick={() => setPaused((p) => !p)}
          aria-label={isPaused ? t('landing.play') : t('landing.pause')}
        >
          {isPaused ? <IconPlayerPlay size={18} aria-hidden /> : <IconPlayerPause size={18} aria-hidden />}
        </button>
      </div>
    </section>
  );
}
