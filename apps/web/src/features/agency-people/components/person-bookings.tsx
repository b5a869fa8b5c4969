import { Anchor, Checkbox, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatMoney, VERTICALS, type PersonBooking, type Vertical } from '@travel/contracts';
import { agencyBookingPath } from '../../../shared/booking/agency-booking-path';
import { formatInstant } from '../../../shared/format/booking';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/react';
import { BookingStatusBadge } from '../../../shared/widgets/booking-status';
import { Ltr } from '../../../shared/widgets/ltr';

interface PersonBookingsProps {
  counts: Record<Vertical, number>;
  latest: PersonBooking[];
  /** The title of the section (a client's bookings, the bookings an agent made). */
  title: string;
  /** Bookings chosen for an action (a client's itinerary e-mail): a box on each row, and the action below. */
  selection?: { selected: string[]; onChange(selected: string[]): void; action: ReactNode };
}

/** A person's bookings: how many of each vertical, and the latest with links to their pages. */
export function PersonBookings({ counts, latest, title, selection }: PersonBookingsProps) {
  const { t } = useTranslation('people');
  const language = currentLanguage();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="person-bookings">
      <Stack gap="md">
        <Title order={2} size="h4" id="person-bookings">
          {title}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          {VERTICALS.map((vertical) => (
            <Paper key={vertical} withBorder radius="sm" p="sm" data-testid={`count-${vertical}`}>
              <Text size="xs" c="dimmed">
                {t(`detail.verticals.${vertical}`)}
              </Text>
              <Text fw={700} size="xl">
                {counts[vertical]}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
        {latest.length === 0 ? (
          <Text c="dimmed">{t('detail.noBookings')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  {selection && (
                    <Table.Th>
                      <span className="visually-hidden">{t('itinerary.select')}</span>
                    </Table.Th>
                  )}
                  <Table.Th>{t('detail.reference')}</Table.Th>
                  <Table.Th>{t('detail.vertical')}</Table.Th>
                  <Table.Th>{t('detail.customer')}</Table.Th>
                  <Table.Th>{t('detail.created')}</Table.Th>
                  <Table.Th>{t('table.status')}</Table.Th>
                  <Table.Th ta="end">{t('detail.total')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {latest.map((booking) => (
                  <Table.Tr key={booking._id} data-testid="person-booking">
                    {selection && (
                      <Table.Td>
                        <Checkbox
                          aria-label={t('itinerary.selectOne', { reference: booking.referenceNumber })}
                          checked={selection.selected.includes(booking._id)}
                          onChange={(event) =>
                            selection.onChange(
                              event.currentTarget.checked
                                ? [...selection.selected, booking._id]
                                : selection.selected.filter((id) => id !== booking._id),
                            )
                          }
                        />
                      </Table.Td>
                    )}
                    <Table.Td>
                      <Anchor component={Link} to={agencyBookingPath(booking.vertical, booking._id)} size="sm">
                        <Ltr>{booking.referenceNumber}</Ltr>
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{t(`detail.verticals.${booking.vertical}`)}</Table.Td>
                    <Table.Td>{booking.customer.name}</Table.Td>
                    <Table.Td>
                      <Ltr>{formatInstant(booking.createdAt, language)}</Ltr>
                    </Table.Td>
                    <Table.Td>
                      <BookingStatusBadge status={booking.status} />
                    </Table.Td>
                    <Table.Td ta="end">
                      <Ltr>{formatMoney(booking.total, language)}</Ltr>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {selection && latest.length > 0 && selection.action}
      </Stack>
    </Paper>
  );
}
