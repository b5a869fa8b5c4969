import { Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/react';
import { personNameSchema } from '@travel/contracts';

/** The main driver as typed at checkout; the age is the one the car was searched and priced for. */
export interface DriverDraft {
  givenName: string;
  familyName: string;
  flightNumber: string;
}

const FLIGHT = /^[A-Z0-9]{2}\d{1,4}$/;

/** Message keys (car-booking `errors.*`) of the driver's fields, by field (none when valid). */
export function driverErrors(driver: DriverDraft) {
  const name = (value: string) => {
    const parsed = personNameSchema.safeParse(value);
    if (parsed.success) return null;
    const message = parsed.error.issues[0]?.message;
    return message === 'validation.required'
      ? 'errors.required'
      : message === 'validation.tooLong'
        ? 'errors.tooLong'
        : 'errors.name';
  };
  const flight = driver.flightNumber.trim().toUpperCase();
  return {
    givenName: name(driver.givenName),
    familyName: name(driver.familyName),
    flightNumber: flight === '' || FLIGHT.test(flight) ? null : 'errors.flight',
  };
}

export const hasDriverErrors = (errors: ReturnType<typeof driverErrors>) => Object.values(errors).some(Boolean);

/** The main driver: names as on the licence, the searched age, an arriving flight (optional). */
export function DriverFields({
  driver,
  age,
  showErrors,
  onChange,
}: {
  driver: DriverDraft;
  age: number;
  showErrors: boolean;
  onChange(driver: DriverDraft): void;
}) {
  const { t } = useTranslation('car-booking');
  const errors = driverErrors(driver);
  const error = (key: string | null) => (showErrors && key ? t(key) : undefined);
  return (
    <Paper withBorder p="md" radius="md" component="fieldset">
      <Text component="legend" fw={600} mb="xs">
        {t('driver.title')}
      </Text>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('driver.givenName')}
            autoComplete="given-name"
            value={driver.givenName}
            onChange={(event) => onChange({ ...driver, givenName: event.currentTarget.value })}
            error={error(errors.givenName)}
            required
          />
          <TextInput
            label={t('driver.familyName')}
            autoComplete="family-name"
            value={driver.familyName}
            onChange={(event) => onChange({ ...driver, familyName: event.currentTarget.value })}
            error={error(errors.familyName)}
            required
          />
        </SimpleGrid>
        <Text size="sm" data-testid="driver-age">
          {t('driver.age', { age })}
        </Text>
        <TextInput
          label={t('driver.flightNumber')}
          description={t('driver.flightHint')}
          dir="ltr"
          value={driver.flightNumber}
          onChange={(event) => onChange({ ...driver, flightNumber: event.currentTarget.value })}
          error={error(errors.flightNumber)}
          maw={260}
        />
      </Stack>
    </Paper>
  );
}
