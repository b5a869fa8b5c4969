import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/react';
import type { PublicAgency } from '@travel/contracts';
import { useIsAgencyActive } from '../../../shared/agency/agency-context';
import { ApiError } from '../../../shared/api/api-error';
import { notify } from '../../../shared/ui/notify';
import { useUpdateAgencySettings } from '../api/update-agency-settings';
import { valuesOf } from '../lib/settings-values';
import { useSettingsForm } from '../lib/use-settings-form';
import { BookingMenuSection } from './booking-menu-section';
import { BrandSection } from './brand-section';
import { ColoursSection } from './colours-section';
import { ContactSection } from './contact-section';
import { HeroSection } from './hero-section';
import { LegalSection } from './legal-section';
import classes from './website-settings.module.css';

/**
 * Every website setting of the agency in one form. Save sends only what changed and is off while
 * nothing changed or a value is invalid; the saved agency replaces the site's at once.
 */
export function WebsiteSettingsForm({ agency }: { agency: PublicAgency }) {
  const { t } = useTranslation('website');
  const [initial] = useState(() => valuesOf(agency));
  const form = useSettingsForm(initial);
  const save = useUpdateAgencySettings();
  const isActive = useIsAgencyActive();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isActive) return;
    if (!form.isValid) return form.touchAll();
    if (!form.isDirty) return;
    save.mutate(form.changes, {
      onSuccess: (response) => void notify(response.message || t('common:message.agencyUpdated'), 'success'),
      // The failure itself is a toast (the shared query client's); field errors also show on their fields.
      onError: (error) => {
        if (error instanceof ApiError) form.showServerErrors(error.details);
      },
    });
  };

  const status = !isActive
    ? t('common:error.AGENCY_INACTIVE')
    : !form.isValid
      ? t('fixErrors')
      : form.isDirty
        ? t('unsaved')
        : t('noChanges');
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('formLabel')}>
      <Stack gap="lg">
        <BrandSection form={form} />
        <ColoursSection form={form} />
        <HeroSection form={form} />
        <BookingMenuSection form={form} />
        <ContactSection form={form} />
        <LegalSection form={form} />
        <Paper className={classes.saveBar} radius="md" withBorder>
          <Group justify="space-between" gap="sm">
            <Text size="sm" c={form.isValid ? 'dimmed' : 'red'} aria-live="polite" data-testid="save-status">
              {status}
            </Text>
            <Button type="submit" loading={save.isPending} disabled={!isActive || !form.isValid || !form.isDirty}>
              {t('save')}
            </Button>
          </Group>
        </Paper>
      </Stack>
    </form>
  );
}
