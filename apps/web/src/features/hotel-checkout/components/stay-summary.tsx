import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/react';
import type { HotelCancellationPolicy } from '@travel/contracts';
import { formatHotelDate } from '../../../shared/hotel/hotel-format';
import { CancellationTerms } from '../../../shared/hotel/hotel-sections';
import { useBoardName } from '../../../shared/hotel/hotel-vocabulary';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { Ltr } from '../../../shared/widgets/ltr';
import type { RoomOccupancy } from '../lib/guests';

/** What is being booked: the hotel, its dates, the rooms and board, and the terms. */
export interface Stay {
  hotelName: string;
  stayPeriod: { start: string; end: string };
  roomName: string;
  /** The board's code (its name in the reader's language comes from it) and the supplier's name. */
  board: string;
  boardName: string;
  rooms: RoomOccupancy[];
  policy: HotelCancellationPolicy;
}

/** Nights between two calendar dates of the hotel ('YYYY-MM-DD'). */
export function nightsOf(stayPeriod: Stay['stayPeriod']): number {
  return Math.round(
    (Date.parse(`${stayPeriod.end}T00:00:00Z`) - Date.parse(`${stayPeriod.start}T00:00:00Z`)) / 86_400_000,
  );
}

/** The stay being booked, in the hotel's dates, with its rooms, guests and cancellation terms. */
export function StaySummary({ stay }: { stay: Stay }) {
  const { t } = useTranslation('hotel-booking');
  const boardName = useBoardName();
  const language = currentLanguage();
  const adults = stay.rooms.reduce((sum, room) => sum + room.adults, 0);
  const children = stay.rooms.reduce((sum, room) => sum + room.childAges.length, 0);
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="stay-title" data-testid="stay-summary">
      <Stack gap="xs">
        <Title order={2} size="h4" id="stay-title">
          {stay.hotelName}
        </Title>
        <Text fw={600}>
          <Ltr>
            {formatHotelDate(stay.stayPeriod.start, language)} – {formatHotelDate(stay.stayPeriod.end, language)}
          </Ltr>{' '}
          · {t('nights', { count: nightsOf(stay.stayPeriod) })}
        </Text>
        <Group gap="xs">
          <Text size="sm">
            {t('rooms', { count: stay.rooms.length })} · {stay.roomName} · {boardName(stay.board, stay.boardName)}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {t('guests.adults', { count: adults })}
          {children > 0 && ` · ${t('guests.children', { count: children })}`}
        </Text>
        <CancellationTerms policy={stay.policy} />
      </Stack>
    </Paper>
  );
}
