import { Button, CloseButton, Divider, Group, NativeSelect, Popover, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBed, IconPlus } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/react';
import { CounterRow } from '../../../shared/widgets/traveler-counter';
import {
  addChild,
  addRoom,
  canAddRoom,
  CHILD_AGES,
  guestCount,
  MAX_ROOM_ADULTS,
  MAX_ROOM_CHILDREN,
  MIN_ROOM_ADULTS,
  removeChild,
  removeRoom,
  setAdults,
  setChildAge,
  type RoomOccupancy,
} from '../lib/occupancy';

export interface RoomsFieldProps {
  value: RoomOccupancy[];
  onChange(rooms: RoomOccupancy[]): void;
}

function RoomEditor({
  rooms,
  index,
  onChange,
}: {
  rooms: RoomOccupancy[];
  index: number;
  onChange(rooms: RoomOccupancy[]): void;
}) {
  const { t } = useTranslation('hotels');
  const room = rooms[index];
  if (!room) return null;
  const number = index + 1;
  return (
    <Stack gap="xs" role="group" aria-label={t('rooms.room', { number })}>
      <Group justify="space-between">
        <Text fw={700}>{t('rooms.room', { number })}</Text>
        {rooms.length > 1 && (
          <CloseButton
            size="sm"
            aria-label={t('rooms.removeRoom', { number })}
            onClick={() => onChange(removeRoom(rooms, index))}
          />
        )}
      </Group>
      <CounterRow
        label={t('rooms.adults')}
        hint={t('rooms.adultsAges')}
        value={room.adults}
        addLabel={t('rooms.addAdult', { number })}
        removeLabel={t('rooms.removeAdult', { number })}
        canAdd={room.adults < MAX_ROOM_ADULTS}
        canRemove={room.adults > MIN_ROOM_ADULTS}
        onAdd={() => onChange(setAdults(rooms, index, room.adults + 1))}
        onRemove={() => onChange(setAdults(rooms, index, room.adults - 1))}
      />
      <CounterRow
        label={t('rooms.children')}
        hint={t('rooms.childrenAges')}
        value={room.childAges.length}
        addLabel={t('rooms.addChild', { number })}
        removeLabel={t('rooms.removeChild', { number })}
        canAdd={room.childAges.length < MAX_ROOM_CHILDREN}
        canRemove={room.childAges.length > 0}
        onAdd={() => onChange(addChild(rooms, index))}
        onRemove={() => onChange(removeChild(rooms, index))}
      />
      {room.childAges.length > 0 && (
        <SimpleGrid cols={2} spacing="xs">
          {room.childAges.map((age, child) => (
            <NativeSelect
              key={child}
              size="xs"
              label={t('rooms.childAge', { number: child + 1, room: number })}
              value={String(age)}
              data={CHILD_AGES.map((value) => ({ value: String(value), label: t('rooms.age', { count: value }) }))}
              onChange={(event) => onChange(setChildAge(rooms, index, child, Number(event.currentTarget.value)))}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** Rooms and guests: up to 6 rooms, each with its adults and each child's age (0 to 17). */
export function RoomsField({ value, onChange }: RoomsFieldProps) {
  const { t } = useTranslation('hotels');
  const guests = guestCount(value);
  const summary = t('rooms.summary', {
    rooms: t('rooms.roomCount', { count: value.length }),
    guests: t('rooms.guestCount', { count: guests.adults + guests.children }),
  });
  return (
    <Stack gap={4}>
      <Text component="span" size="sm" fw={500}>
        {t('rooms.label')}
      </Text>
      <Popover position="bottom-start" shadow="md" trapFocus returnFocus width={320}>
        <Popover.Target>
          <Button
            variant="default"
            fullWidth
            justify="flex-start"
            leftSection={<IconBed size={18} aria-hidden />}
            aria-label={`${t('rooms.label')}: ${summary}`}
          >
            <bdi>{summary}</bdi>
          </Button>
        </Popover.Target>
        <Popover.Dropdown mah={480} style={{ overflowY: 'auto' }}>
          <Stack gap="md">
            {value.map((room, index) => (
              <div key={index}>
                {index > 0 && <Divider mb="md" />}
                <RoomEditor rooms={value} index={index} onChange={onChange} />
              </div>
            ))}
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              disabled={!canAddRoom(value)}
              onClick={() => onChange(addRoom(value))}
            >
              {t('rooms.addRoom')}
            </Button>
            {!canAddRoom(value) && (
              <Text size="xs" c="dimmed">
                {t('rooms.maxRooms', { count: value.length })}
              </Text>
            )}
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Stack>
  );
}
