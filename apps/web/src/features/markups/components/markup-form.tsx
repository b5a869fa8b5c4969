import { Button, Group, NumberInput, Select, SimpleGrid, Stack } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/react';
import { currencyDecimals, majorUnitsOf, minorUnitsOf, type MarkupSettings } from '@travel/contracts';
import { useIsAgencyActive } from '../../../shared/agency/agency-context';
import { useExchangeRates } from '../../../shared/reference/get-exchange-rates';
import { RadioGroup } from '../../../shared/widgets/radio-group';

type Field = keyof MarkupSettings;
/** What a number field holds while typed (the library gives '' for empty). */
type Typed = number | string;

export interface MarkupFormProps {
  initial: MarkupSettings;
  /** Saves; resolves to the server's field errors (empty when saved). */
  onSave(settings: MarkupSettings): Promise<Partial<Record<Field, string>>>;
  isSaving: boolean;
  /** An accessible name for the form (several forms can share a page). */
  label: string;
  /** More buttons beside Save (e.g. reset to the agency's markup). */
  extraActions?: ReactNode;
}

const toNumber = (value: Typed) =>
  typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);

/**
 * A markup: percent of the net price or a fixed amount per booking, plus an agency fee. Amounts
 * are typed in units of their currency (25.50) and sent in minor units (2550); the server checks
 * the values (percent at most 100, no more decimals than the currency has) and its errors show
 * on the fields. The percent and the fixed amount are kept apart, so switching type and back
 * loses neither.
 */
export function MarkupForm({ initial, onSave, isSaving, label, extraActions }: MarkupFormProps) {
  const { t } = useTranslation('agency');
  const rates = useExchangeRates();
  const isActive = useIsAgencyActive();
  const isInitiallyPercent = initial.markupType === 'percent';
  const [markupType, setMarkupType] = useState(initial.markupType);
  const [currency, setCurrency] = useState(initial.currency);
  const [percent, setPercent] = useState<Typed>(isInitiallyPercent ? initial.markupValue : '');
  const [fixedAmount, setFixedAmount] = useState<Typed>(
    isInitiallyPercent ? '' : majorUnitsOf(initial.markupValue, initial.currency),
  );
  const [agencyFee, setAgencyFee] = useState<Typed>(majorUnitsOf(initial.agencyFee, initial.currency));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const clear = (...fields: Field[]) =>
    setErrors((current) => ({ ...current, ...Object.fromEntries(fields.map((field) => [field, undefined])) }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isActive) return;
    const isPercent = markupType === 'percent';
    setErrors(
      await onSave({
        markupType,
        markupValue: isPercent ? toNumber(percent) : minorUnitsOf(toNumber(fixedAmount), currency),
        agencyFee: minorUnitsOf(toNumber(agencyFee), currency),
        currency,
      }),
    );
  };
  const isPercent = markupType === 'percent';
  const decimals = currencyDecimals(currency);
  const currencies = Object.keys(rates.data?.rates ?? { [currency]: 1 }).sort();
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={label}>
      <Stack gap="md">
        <RadioGroup<MarkupSettings['markupType']>
          label={t('markups.type')}
          options={[
            { value: 'percent', label: t('markups.percent') },
            { value: 'fixed', label: t('markups.fixed') },
          ]}
          value={markupType}
          onChange={(type) => {
            setMarkupType(type);
            clear('markupType', 'markupValue');
          }}
        />
        {errors.markupType && <div role="alert">{errors.markupType}</div>}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {isPercent ? (
            <NumberInput
              key="percent"
              label={t('markups.valuePercent')}
              description={t('markups.valuePercentHint')}
              suffix=" %"
              min={0}
              max={100}
              clampBehavior="none"
              decimalScale={2}
              value={percent}
              onChange={(value) => {
                setPercent(value);
                clear('markupValue');
              }}
              error={errors.markupValue}
              data-testid="markup-value"
            />
          ) : (
            <NumberInput
              key="fixed"
              label={t('markups.valueFixed')}
              description={t('markups.valueFixedHint', { currency })}
              placeholder={(0).toFixed(decimals)}
              min={0}
              clampBehavior="none"
              decimalScale={decimals}
              value={fixedAmount}
              onChange={(value) => {
                setFixedAmount(value);
                clear('markupValue');
              }}
              error={errors.markupValue}
              data-testid="markup-value"
            />
          )}
          <NumberInput
            label={t('markups.agencyFee')}
            description={t('markups.agencyFeeHint', { currency })}
            min={0}
            clampBehavior="none"
            decimalScale={decimals}
            value={agencyFee}
            onChange={(value) => {
              setAgencyFee(value);
              clear('agencyFee');
            }}
            error={errors.agencyFee}
            data-testid="agency-fee"
          />
        </SimpleGrid>
        <Select
          maw={280}
          label={t('markups.currency')}
          description={t('markups.currencyHint')}
          data={currencies}
          value={currency}
          searchable
          allowDeselect={false}
          onChange={(value) => {
            if (!value) return;
            setCurrency(value);
            clear('currency', 'markupValue', 'agencyFee');
          }}
          error={errors.currency}
          data-testid="markup-currency"
        />
        <Group gap="sm">
          <Button type="submit" loading={isSaving} disabled={!isActive}>
            {t('markups.save')}
          </Button>
          {extraActions}
        </Group>
      </Stack>
    </form>
  );
}
