import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from '../i18n/react';
import { currencySymbol } from '../format/currency-symbol';
import { usePreferences } from '../preferences/preferences-context';
import classes from '../shell/shell.module.css';

const CurrencyModal = lazy(() => import('./currency-modal'));

/**
 * The chosen currency, its sign and code ('€ EUR'); the region-and-currency dialog loads when
 * first opened.
 */
export function CurrencySelector() {
  const { t, i18n } = useTranslation();
  const { currency } = usePreferences();
  const [opened, setOpened] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const symbol = currencySymbol(currency, i18n.language);
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={classes.button}
        onClick={() => {
          setOpened(true);
          setWasOpened(true);
        }}
        aria-label={t('header.currencyButton', { currency })}
        aria-haspopup="dialog"
        data-testid="currency-button"
      >
        {symbol && (
          <span aria-hidden className={classes.currencySign} data-testid="currency-sign">
            {symbol}
          </span>
        )}
        {currency}
      </button>
      {wasOpened && (
        <Suspense fallback={null}>
          <CurrencyModal
            opened={opened}
            onClose={() => {
              setOpened(false);
              // The dialog's code arrives after the click: focus goes back to its opener by hand.
              buttonRef.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
