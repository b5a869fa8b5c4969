import { Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/react';
import type { GuestDraft, GuestErrors } from '../lib/guests';

/**
 * The guests of each room by name, as the hotel will welcome them: the first adult of a room is
 * its lead guest; a child's age is the one searched with.
 */
export function GuestFields({
  rooms,
  roomName,
  errors,
  showErrors,
  onChange,
}: {
  rooms: GuestDraft[][];
  roomName: string;
  errors: GuestErrors;
  showErrors: boolean;
  onChange(rooms: GuestDraft[][]): void;
}) {
  const { t } = useTranslation('hotel-booking');
  const setGuest = (roomIndex: number, guestIndex: number, changes: Partial<GuestDraft>) =>
    onChange(
      rooms.map((guests, r) =>
        r === roomIndex ? guests.map((guest, g) => (g === guestIndex ? { ...guest, ...changes } : guest)) : guests,
      ),
    );
  return (
    <Stack gap="md">
      {rooms.map((guests, roomIndex) => (
        <RoomGuests
          key={roomIndex}
          title={t('guests.room', { number: roomIndex + 1, room: roomName })}
          guests={guests}
          errors={showErrors ? (errors[roomIndex] ?? []) : []}
          onChange={(guestIndex, changes) => setGuest(roomIndex, guestIndex, changes)}
        />
      ))}
    </Stack>
  );
}

function RoomGuests({
  title,
  guests,
  errors,
  onChange,
}: {
  title: string;
  guests: GuestDraft[];
  errors: GuestErrors[number];
  onChange(guestIndex: number, changes: Partial<GuestDraft>): void;
}) {
  const { t } = useTranslation('hotel-booking');
  const titleId = useId();
  const labelOf = (guest: GuestDraft, index: number) =>
    index === 0
      ? t('guests.lead')
      : guest.type === 'child'
        ? t('guests.child', { age: t('guests.years', { count: guest.age ?? 0 }) })
        : t('guests.adult', { number: index + 1 });
  return (
    <Paper withBorder p="md" radius="md" component="fieldset" aria-labelledby={titleId} data-testid="room-guests">
      <Text component="legend" id={titleId} fw={600} mb="xs">
        {title}
      </Text>
      <Stack gap="sm">
        {guests.map((guest, index) => {
          const label = labelOf(guest, index);
          const fieldErrors = errors[index] ?? {};
          return (
            <Stack gap={4} key={index} role="group" aria-label={label}>
              <Text size="sm" fw={500}>
                {label}
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput
                  label={t('guests.givenName')}
                  autoComplete={index === 0 ? 'given-name' : 'off'}
                  value={guest.givenName}
                  onChange={(event) => onChange(index, { givenName: event.currentTarget.value })}
                  error={fieldErrors.givenName ? t(fieldErrors.givenName) : undefined}
                  required
                />
                <TextInput
                  label={t('guests.familyName')}
                  autoComplete={index === 0 ? 'family-name' : 'off'}
                  value={guest.familyName}
                  onChange={(event) => onChange(index, { familyName: event.currentTarget.value })}
                  error={fieldErrors.familyName ? t(fieldErrors.familyName) : undefined}
                  required
                />
              </SimpleGrid>
            </Stack>
          );
        })}
      </Stack>
    </Paper>
  );
}
