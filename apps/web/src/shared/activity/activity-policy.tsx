import { List, Text } from '@mantine/core';
import { useTranslation } from '../i18n/react';
import type { ActivityCancellationPolicy } from '@travel/contracts';
import { zonePlace } from '../format/wall-clock';
import { currentLanguage } from '../i18n/i18n';
import { policyLines } from './activity-format';

/**
 * The cancellation policy in plain words (standard 24 h, all sales final, custom tiers); with a
 * start, each refund's last moment on the product's clock, its place named.
 */
export function ActivityPolicy({
  policy,
  timeZone,
  start,
}: {
  policy: ActivityCancellationPolicy;
  timeZone: string;
  /** The start on the product's clock ('YYYY-MM-DDTHH:mm'), once a date and time are chosen. */
  start?: string;
}) {
  const { t } = useTranslation('activity-booking');
  const lines = policyLines(policy, currentLanguage(), start ? { timeZone, local: start } : undefined);
  return (
    <div data-testid="activity-policy">
      <List size="sm" spacing={4}>
        {lines.map((line) => (
          <List.Item key={line.key + JSON.stringify(line.values)}>{t(line.key, line.values)}</List.Item>
        ))}
      </List>
      {policy.type !== 'ALL_SALES_FINAL' && (
        <Text size="xs" c="dimmed" mt={4}>
          {t('policy.localTime', { place: zonePlace(timeZone) })}
        </Text>
      )}
    </div>
  );
}
