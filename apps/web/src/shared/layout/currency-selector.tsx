import { IconCoin } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../preferences/preferences-context';
import classes from '../shell/shell.module.css';

const CurrencyModal = lazy(() => import('./currency-modal'));

/** The chosen currency; the region-and-currency dialog loads when first opened. */
export function CurrencySelector() {
  const { t } = useTranslation();
  const { currency } = usePreferences();
  const [opened, setOpened] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  return (
    <>
      <button
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
        <IconCoin size={16} aria-hidden />
        {currency}
      </button>
      {wasOpened && (
        <Suspense fallback={null}>
          <CurrencyModal opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
