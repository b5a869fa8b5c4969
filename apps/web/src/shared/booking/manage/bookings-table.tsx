import { Badge, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { formatMoney, type BookingBase } from '@travel/contracts';
import { formatInstant } from '../../format/booking';
import { currentLanguage } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/react';
import { Ltr } from '../../widgets/ltr';
import { useKitTexts, type KitTexts } from '../texts';

/** A column a vertical adds to the bookings table (a flight's trip, a hotel's stay). */
export interface BookingColumn<B> {
  /** The column's key and, under the table's texts, its header's key. */
  key: string;
  cell(booking: B): ReactNode;
}

/** What a vertical shows of its bookings in the agency's table. */
export interface BookingRowView<B> {
  /** Its own columns, between the customer and the creation date. */
  columns: ReadonlyArray<BookingColumn<B>>;
  /**
   * The supplier's reference, beside ours (a flight's airline record): `value` on a card, `label`
   * (the value named) under the reference in the table.
   */
  referenceNote?(booking: B): { value: string; label: string } | null;
  /** The title of a booking's card on a narrow screen (a flight's route). */
  title(booking: B): string;
  /** The status cell: the booking's status and the supplier's. */
  status(booking: B): ReactNode;
  /** The row's actions. */
  actions(booking: B): ReactNode;
}

const APPROVAL_COLORS = { pending: 'yellow', approved: 'teal', declined: 'red' } as const;

/** A restricted agent's booking over the limit: whether an owner or admin approved it yet. */
function ApprovalBadge({ booking }: { booking: BookingBase }) {
  const { t } = useTranslation('common');
  if (!booking.approval) return null;
  return (
    <Badge variant="light" color={APPROVAL_COLORS[booking.approval.status]} data-testid="approval-badge">
      {t(`bookingApproval.${booking.approval.status}`)}
    </Badge>
  );
}

function Total({ booking }: { booking: BookingBase }) {
  return (
    <Ltr>
      {formatMoney({ amount: booking.breakdown.total, currency: booking.breakdown.currency }, currentLanguage())}
    </Ltr>
  );
}

/** A calendar date ('YYYY-MM-DD', no time zone) as written in the language. */
export function formatDay(date: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/**
 * Bookings of a vertical: a table on wide screens, one card per booking on narrow ones. The
 * headers are read under `texts` (reference, customer, created, status, total, actions, the
 * vertical's column keys and `travelOn`).
 */
export function BookingsTable<B extends BookingBase>({
  bookings,
  view,
  texts,
}: {
  bookings: readonly B[];
  view: BookingRowView<B>;
  texts: KitTexts;
}) {
  const { t } = useKitTexts(texts);
  const isNarrow = useMediaQuery('(max-width: 62em)');
  const language = currentLanguage();
  if (isNarrow) {
    return (
      <Stack gap="sm">
        {bookings.map((booking) => {
          const note = view.referenceNote?.(booking);
          return (
            <Paper
              key={booking.bookingId}
              withBorder
              radius="md"
              p="md"
              component="article"
              data-testid="booking-row"
              data-reference={booking.referenceNumber}
            >
              <Stack gap={6}>
                <Text fw={700}>
                  <Ltr>{view.title(booking)}</Ltr>
                </Text>
                <Text size="sm">
                  <Ltr>
                    {booking.referenceNumber}
                    {note && ` · ${note.value}`} · {booking.customerName}
                  </Ltr>
                </Text>
                {booking.travelDate && (
                  <Text size="sm" c="dimmed">
                    <Ltr>{t('travelOn', { date: formatDay(booking.travelDate, language) })}</Ltr>
                  </Text>
                )}
                {view.status(booking)}
                <ApprovalBadge booking={booking} />
                <Text fw={700}>
                  <Total booking={booking} />
                </Text>
                {view.actions(booking)}
              </Stack>
            </Paper>
          );
        })}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('reference')}</Table.Th>
            <Table.Th>{t('customer')}</Table.Th>
            {view.columns.map((column) => (
              <Table.Th key={column.key}>{t(column.key)}</Table.Th>
            ))}
            <Table.Th>{t('created')}</Table.Th>
            <Table.Th>{t('status')}</Table.Th>
            <Table.Th ta="end">{t('total')}</Table.Th>
            <Table.Th>{t('actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bookings.map((booking) => {
            const note = view.referenceNote?.(booking);
            return (
              <Table.Tr key={booking.bookingId} data-testid="booking-row" data-reference={booking.referenceNumber}>
                <Table.Td>
                  <Text fw={600} size="sm">
                    <Ltr>{booking.referenceNumber}</Ltr>
                  </Text>
                  {note && (
                    <Text size="xs" c="dimmed">
                      <Ltr>{note.label}</Ltr>
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{booking.customerName}</Table.Td>
                {view.columns.map((column) => (
                  <Table.Td key={column.key}>{column.cell(booking)}</Table.Td>
                ))}
                <Table.Td>
                  <Text size="sm">
                    <Ltr>{formatInstant(booking.createdAt, language)}</Ltr>
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Stack gap={4} align="flex-start">
                    {view.status(booking)}
                    <ApprovalBadge booking={booking} />
                  </Stack>
                </Table.Td>
                <Table.Td ta="end">
                  <Total booking={booking} />
                </Table.Td>
                <Table.Td>{view.actions(booking)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
