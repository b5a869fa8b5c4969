import { Button, Modal, Select, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from '../i18n/react';
import { DEFAULT_COUNTRY } from '@travel/contracts';
import { QueryProvider } from '../api/query-provider';
import { UiProvider } from '../ui/ui-provider';
import { getCookie, setCookie } from '../preferences/cookies';
import { usePreferences } from '../preferences/preferences-context';
import { useCountries } from '../reference/get-countries';
import { useExchangeRates } from '../reference/get-exchange-rates';
import classes from './currency-modal.module.css';

const COUNTRY_COOKIE = 'country';
const ONE_YEAR = 31_536_000;

interface Props {
  opened: boolean;
  onClose(): void;
}

/**
 * Region and currency: the country (default from the server's geo-IP, else US) suggests its
 * currency; any currency with a stored rate can be chosen.
 */
function RegionAndCurrency({ opened, onClose }: Props) {
  const { t } = useTranslation();
  const { currency, setCurrency } = usePreferences();
  const rates = useExchangeRates();
  const countries = useCountries();
  const [country, setCountry] = useState<string | null>(() => getCookie(COUNTRY_COOKIE));
  const selectedCountry = country ?? countries.data?.defaultCountry ?? DEFAULT_COUNTRY;

  const currencyOptions = useMemo(
    () =>
      Object.keys(rates.data?.rates ?? { [currency]: 1 })
        .sort()
        .map((code) => ({ value: code, label: code })),
    [rates.data, currency],
  );
  const countryOptions = useMemo(
    () => (countries.data?.countries ?? []).map((c) => ({ value: c.code, label: c.name })),
    [countries.data],
  );
  // Flags as the country table's images: emoji flags need a font Linux and Windows lack.
  const flagOf = useMemo(
    () => new Map((countries.data?.countries ?? []).map((c) => [c.code, c.image])),
    [countries.data],
  );
  const flag = (code: string | null) => {
    const src = code ? flagOf.get(code) : undefined;
    return src ? <img src={src} alt="" width={20} height={15} className={classes.flag} data-testid="flag" /> : null;
  };

  const chooseCountry = (code: string | null) => {
    if (!code) return;
    setCountry(code);
    setCookie(COUNTRY_COOKIE, code, ONE_YEAR);
    const countryCurrency = countries.data?.countries.find((c) => c.code === code)?.currency;
    if (countryCurrency && rates.data?.rates[countryCurrency]) setCurrency(countryCurrency);
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('header.regionAndCurrency')} centered>
      <Stack>
        <Select
          label={t('header.country')}
          data={countryOptions}
          value={selectedCountry}
          onChange={chooseCountry}
          leftSection={flag(selectedCountry)}
          renderOption={({ option }) => (
            <span className={classes.option}>
              {flag(option.value)}
              {option.label}
            </span>
          )}
          searchable
          nothingFoundMessage={t('common.noResults')}
          disabled={countries.isPending}
        />
        <Select
          label={t('header.currency')}
          data={currencyOptions}
          value={currency}
          onChange={(value) => value && setCurrency(value)}
          searchable
          allowDeselect={false}
          disabled={rates.isPending}
        />
        <Button onClick={onClose}>{t('common.done')}</Button>
      </Stack>
    </Modal>
  );
}

export default function CurrencyModal(props: Props) {
  return (
    <UiProvider>
      <QueryProvider>
        <RegionAndCurrency {...props} />
      </QueryProvider>
    </UiProvider>
  );
}
