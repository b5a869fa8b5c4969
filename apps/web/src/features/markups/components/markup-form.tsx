import { Button, Group, NumberInput, SimpleGrid, Stack } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarkupSettings } from '@travel/contracts';
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
 * A markup: percent of the net price or a fixed amount per booking, plus an agency fee. The
 * server checks the values (percent at most 100, cents at most); its errors show on the fields.
 */
export function MarkupForm({ initial, onSave, isSaving, label, extraActions }: MarkupFormProps) {
  const { t } = useTranslation('agency');
  const [markupType, setMarkupType] = useState(initial.markupType);
  const [markupValue, setMarkupValue] = useState<Typed>(initial.markupValue);
  const [agencyFee, setAgencyFee] = useState<Typed>(initial.agencyFee);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const clear = (field: Field) => setErrors((current) => ({ ...current, [field]: undefined }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors(await onSave({ markupType, markupValue: toNumber(markupValue), agencyFee: toNumber(agencyFee) }));
  };
  const isPercent = markupType === 'percent';
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
            clear('markupType');
            clear('markupValue');
          }}
        />
        {errors.markupType && <div role="alert">{errors.markupType}</div>}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NumberInput
            label={isPercent ? t('markups.valuePercent') : t('markups.valueFixed')}
            description={isPercent ? t('markups.valuePercentHint') : t('markups.valueFixedHint')}
            suffix={isPercent ? ' %' : undefined}
            min={0}
            max={isPercent ? 100 : undefined}
            clampBehavior="none"
            decimalScale={2}
            value={markupValue}
            onChange={(value) => {
              setMarkupValue(value);
              clear('markupValue');
            }}
            error={errors.markupValue}
            data-testid="markup-value"
          />
          <NumberInput
            label={t('markups.agencyFee')}
            description={t('markups.agencyFeeHint')}
            min={0}
            clampBehavior="none"
            decimalScale={2}
            value={agencyFee}
            onChange={(value) => {
              setAgencyFee(value);
              clear('agencyFee');
            }}
            error={errors.agencyFee}
            data-testid="agency-fee"
          />
        </SimpleGrid>
        <Group gap="sm">
          <Button type="submit" loading={isSaving}>
            {t('markups.save')}
          </Button>
          {extraActions}
        </Group>
      </Stack>
    </form>
  );
}
