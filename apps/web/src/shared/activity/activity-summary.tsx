import { Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../i18n/react';
import type { ActivityBookedItem } from '@travel/contracts';
import { formatLocalTime, zonePlace } from '../format/wall-clock';
import { currentLanguage } from '../i18n/i18n';
import { Ltr } from '../widgets/ltr';
import { ActivityPolicy } from './activity-policy';
import { durationParts } from './activity-format';

/** The travellers by band ('2 Adults, 1 Child'). */
export function useTravelersLine() {
  const { t } = useTranslation('activity-booking');
  return (travelers: ActivityBookedItem['travelers']) =>
    travelers
      .filter((each) => each.count > 0)
      .map((each) => t(`bandCount.${each.band}`, { count: each.count }))
      .join(', ');
}

/**
 * What is booked: the activity, its start on the place's clock (the place named), duration,
 * travellers, meeting point and the cancellation policy with each refund's last moment.
 */
export function ActivitySummary({ activity }: { activity: ActivityBookedItem }) {
  const { t } = useTranslation('activity-booking');
  const language = currentLanguage();
  const travelersLine = useTravelersLine();
  const duration = durationParts(activity.duration.fromMinutes, activity.duration.toMinutes);
  const start = `${activity.date}T${activity.startTime}`;
  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      component="section"
      aria-labelledby="activity-summary"
      data-testid="activity-summary"
    >
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Image src={activity.image} alt="" w={96} h={72} radius="sm" fit="cover" visibleFrom="xs" />
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={2} size="h4" id="activity-summary">
            {activity.title}
          </Title>
          <Text size="sm" data-testid="summary-start">
            {t('summary.start', { when: formatLocalTime(start, language), place: zonePlace(activity.timeZone) })}
          </Text>
          <Text size="sm">
            <Ltr>{t(duration.key, duration.values)}</Ltr> · {travelersLine(activity.travelers)}
          </Text>
          <Text size="sm" c="dimmed">
            {t('summary.meeting', { name: activity.meetingPoint.name, address: activity.meetingPoint.address })}
          </Text>
        </Stack>
      </Group>
      <Text size="sm" fw={500} mt="md">
        {t('policy.title')}
      </Text>
      <ActivityPolicy policy={activity.cancellationPolicy} timeZone={activity.timeZone} start={start} />
    </Paper>
  );
}
