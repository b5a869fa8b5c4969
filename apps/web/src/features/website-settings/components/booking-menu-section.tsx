import { Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/react';
import type { SettingsForm } from '../lib/use-settings-form';
import { SettingsSection } from './settings-section';

/** Which booking types the site offers; Book Now opens the first active one. */
export function BookingMenuSection({ form }: { form: SettingsForm }) {
  const { t } = useTranslation('website');
  const items = form.values.bookingMenuItemOptions;
  const error = form.errorOf('bookingMenuItemOptions');
  return (
    <SettingsSection id="booking-menu" title={t('bookingMenu.title')} text={t('bookingMenu.text')}>
      <Stack gap="sm" role="group" aria-labelledby="booking-menu-title">
        {items.map((item, index) => (
          <Switch
            key={item.title}
            label={t(`common:tabs.${item.title}`)}
            checked={item.active}
            onChange={(event) => {
              const active = event.currentTarget.checked;
              form.setValue(
                'bookingMenuItemOptions',
                items.map((other, i) => (i === index ? { ...other, active } : other)),
                true,
              );
            }}
          />
        ))}
      </Stack>
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
    </SettingsSection>
  );
}
