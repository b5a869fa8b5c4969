import { Box, Button, Drawer, Grid, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFilter } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';

export interface ResultsWithFiltersTexts {
  /** The filters' name: the side column's label and the drawer's title ('Filters'). */
  title: string;
  /** The button that opens the drawer on narrow screens. */
  show: string;
  /** The drawer's close button. */
  close: string;
  /** The drawer's foot button ('Show 12 hotels'). */
  showResults: string;
}

export interface ResultsWithFiltersProps {
  /** The filters panel, or null when there is nothing to filter (no side column, no drawer). */
  filters: ReactNode;
  /** The results count, announced politely as it changes. */
  count: ReactNode;
  /** Shown before the count (a loader while searching). */
  countPrefix?: ReactNode;
  /** The sort control, or null. */
  sort: ReactNode;
  texts: ResultsWithFiltersTexts;
  /** Under the count and sort: the list and its states. */
  children: ReactNode;
}

/**
 * A results page's frame: the filters in a sticky side column on wide screens, in a full-screen
 * drawer on narrow ones (opened by a button beside the sort); above the results, their count
 * (a polite live region, test id `results-count`) and the sort.
 */
export function ResultsWithFilters({ filters, count, countPrefix, sort, texts, children }: ResultsWithFiltersProps) {
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const isCompact = useMediaQuery('(max-width: 62em)') ?? false;
  const hasFilters = filters !== null;
  return (
    <>
      <Grid gap="lg">
        {!isCompact && hasFilters && (
          <Grid.Col span={{ base: 4, xl: 3 }} component="aside" aria-label={texts.title}>
            <Box style={{ position: 'sticky', top: 16, maxHeight: 'calc(100vh - 32px)', overflowY: 'auto' }} pe="xs">
              {filters}
            </Box>
          </Grid.Col>
        )}
        <Grid.Col span={isCompact || !hasFilters ? 12 : { base: 8, xl: 9 }}>
          <Stack gap="sm">
            <Group justify="space-between" align="flex-end" wrap="wrap">
              <Group gap="xs">
                {countPrefix}
                <Text fw={600} role="status" aria-live="polite" data-testid="results-count">
                  <bdi>{count}</bdi>
                </Text>
              </Group>
              <Group gap="sm" align="flex-end">
                {isCompact && hasFilters && (
                  <Button
                    variant="default"
                    leftSection={<IconFilter size={16} aria-hidden />}
                    onClick={() => setIsDrawerOpen(true)}
                  >
                    {texts.show}
                  </Button>
                )}
                {sort}
              </Group>
            </Group>
            {children}
          </Stack>
        </Grid.Col>
      </Grid>
      {isCompact && hasFilters && (
        <Drawer
          opened={isDrawerOpen}
          onClose={() => setIsDrawerOpen(false)}
          title={texts.title}
          position="left"
          size="100%"
          closeButtonProps={{ 'aria-label': texts.close }}
        >
          {filters}
          <Button fullWidth mt="lg" onClick={() => setIsDrawerOpen(false)}>
            {texts.showResults}
          </Button>
        </Drawer>
      )}
    </>
  );
}
