import { Anchor, Center, Container, Grid, Group, Loader, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { BookingReadError } from './booking-read-error';

/** What the page needs of its booking's query (a TanStack query result). */
interface BookingQuery<B> {
  data: B | undefined;
  isError: boolean;
  error: unknown;
  /** When the booking was last read: a panel keyed on it starts afresh after a change. */
  dataUpdatedAt: number;
}

/** The parts of one booking's page: its summary, the main column and the side column. */
export interface BookingPageParts {
  summary: ReactNode;
  main: ReactNode;
  side: ReactNode;
}

/**
 * One booking of the agency, any vertical: a way back to its list, then the booking's summary
 * over two columns (what was booked; actions, price and history). While it loads a spinner; when
 * it cannot be read, the server's message (or 'Something went wrong!').
 */
export function AgencyBookingPage<B>({
  query,
  back,
  children,
}: {
  query: BookingQuery<B>;
  back: { to: string; label: string };
  children: (booking: B, readAt: number) => BookingPageParts;
}) {
  const { t } = useTranslation('common');
  const backLink = (
    <Anchor component={Link} to={back.to} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {back.label}
      </Group>
    </Anchor>
  );
  if (query.isError) {
    return (
      <Container size="sm" py="xl">
        <Stack>
          {backLink}
          <BookingReadError error={query.error} />
        </Stack>
      </Container>
    );
  }
  if (!query.data) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  const parts = children(query.data, query.dataUpdatedAt);
  return (
    <Container size="xl" py="xl" w="100%">
      <Stack gap="lg">
        {backLink}
        {parts.summary}
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="lg">{parts.main}</Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="lg">{parts.side}</Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
