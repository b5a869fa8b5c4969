import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/react';
import { heroHeadingSize } from '@travel/contracts';
import { useAgency } from '../../../shared/agency/agency-context';
import backdrop from '../../../shared/agency/backdrop.module.css';
import classes from './agency-hero.module.css';
import { BookNowButton } from './book-now-button';

const MOBILE_QUERY = '(max-width: 48em)';

function useIsMobile(): boolean {
  const [isMobile, setMobile] = useState(() => window.matchMedia(MOBILE_QUERY).matches);
  useEffect(() => {
    const query = window.matchMedia(MOBILE_QUERY);
    const onChange = () => setMobile(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return isMobile;
}

/**
 * The agency hero: heading and sub-heading in their colours, sized by length, over the
 * background video (image fallback) or image, the mobile image on small screens, and the overlay.
 */
export function AgencyHero() {
  const { t } = useTranslation();
  const agency = useAgency();
  const isMobile = useIsMobile();
  const image = isMobile && agency.mobileBackgroundImage ? agency.mobileBackgroundImage : agency.backgroundImage;
  const video = !isMobile ? agency.backgroundVideo : null;
  const size = heroHeadingSize(agency.heading);
  // Motion only for those who have not asked for less; anyone can pause it (2.2.2).
  const [isPlaying, setPlaying] = useState(() => !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches);
  const videoRef = useRef<HTMLVideoElement>(null);
  const togglePlaying = () => {
    const element = videoRef.current;
    if (element) {
      if (isPlaying) element.pause();
      else void element.play().catch(() => undefined);
    }
    setPlaying(!isPlaying);
  };
  return (
    <section
      className={`${backdrop.backdrop} ${classes.hero}`}
      style={{ backgroundImage: image ? `url("${image}")` : undefined }}
      data-testid="agency-hero"
    >
      {video && (
        <video
          ref={videoRef}
          className={backdrop.media}
          autoPlay={isPlaying}
          loop
          muted
          playsInline
          poster={agency.backgroundImage ?? undefined}
          aria-hidden="true"
          data-testid="hero-video"
        >
          <source src={video} type={video.endsWith('.mp4') ? 'video/mp4' : 'video/webm'} />
          {t('landing.videoUnsupported')}
        </video>
      )}
      {video && (
        <button
          type="button"
          className={classes.videoToggle}
          onClick={togglePlaying}
          aria-pressed={!isPlaying}
          data-testid="hero-video-toggle"
        >
          {isPlaying ? <IconPlayerPause size={18} aria-hidden /> : <IconPlayerPlay size={18} aria-hidden />}
          {isPlaying ? t('landing.pauseVideo') : t('landing.playVideo')}
        </button>
      )}
      <div
        className={backdrop.overlay}
        style={{ opacity: agency.backgroundOverlay / 100 }}
        data-testid="hero-overlay"
      />
      <div className={classes.content}>
        <h1
          className={classes[size]}
          style={{ color: agency.headingColor }}
          data-size={size}
          lang={agency.textLanguage}
        >
          {agency.heading}
        </h1>
        {agency.subHeading && (
          <p className={classes.subHeading} style={{ color: agency.subHeadingColor }} lang={agency.textLanguage}>
            {agency.subHeading}
          </p>
        )}
        <BookNowButton />
      </div>
    </section>
  );
}
