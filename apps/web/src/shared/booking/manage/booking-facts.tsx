import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Ltr } from '../../widgets/ltr';

/** One labelled fact of a booking: its reference, the supplier's record, when it was made... */
export interface BookingFact {
  label: string;
  value: string;
  testId?: string;
}

/** A booking's facts in a grid of label over value (values read left to right in RTL too). */
export function BookingFacts({ facts, wide = false }: { facts: readonly BookingFact[]; wide?: boolean }) {
  return (
    <SimpleGrid cols={wide ? { base: 1, xs: 2, md: 3 } : { base: 2, sm: 4 }} spacing="md">
      {facts.map(({ label, value, testId }) => (
        <div key={label}>
          <Text size="xs" c="dimmed" tt="uppercase">
            {label}
          </Text>
          <Text fw={600} data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
            <Ltr>{value}</Ltr>
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

/** The head of a booking's page: what was booked (the page's heading), its status and its facts. */
export function BookingSummaryCard({
  title,
  subtitle,
  status,
  children,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  status: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={1} size="h2">
              {title}
            </Title>
            {subtitle && (
              <Text c="dimmed" size="sm">
                {subtitle}
              </Text>
            )}
          </div>
          {status}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
