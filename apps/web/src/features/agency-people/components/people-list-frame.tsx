import { Container, Group, Pagination, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from '../../../shared/i18n/react';
import { ListPanel } from '../../../shared/ui/list-panel';
import type { PeopleKind, PeoplePage } from '../api/people';
import { PAGE_SIZE, type useListParams } from '../lib/list-params';

interface PeopleListFrameProps {
  kind: PeopleKind;
  params: ReturnType<typeof useListParams>;
  list: { data?: PeoplePage; isError: boolean; isFetching: boolean };
  /** Buttons beside the title (import, export, invite). */
  tools?: ReactNode;
  /** Above the table (the bulk actions). */
  above?: ReactNode;
  /** The heading takes the focus back after a change that removes a row (a promotion). */
  headingRef?: RefObject<HTMLHeadingElement | null>;
  children(page: PeoplePage): ReactNode;
}

/**
 * What the clients and agents lists share: the title, the search box, the loading, error and
 * empty states, the count and the pages.
 */
export function PeopleListFrame({ kind, params, list, tools, above, headingRef, children }: PeopleListFrameProps) {
  const { t } = useTranslation('people');
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <Container size="xl" py="xl" w="100%">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Title order={1} ref={headingRef} tabIndex={-1}>
            {t(`${kind}.title`)}
          </Title>
          {tools && <Group gap="xs">{tools}</Group>}
        </Group>
        <TextInput
          type="search"
          label={t(`${kind}.search`)}
          placeholder={t('list.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={params.typed}
          onChange={(event) => params.setTyped(event.currentTarget.value)}
          maw={420}
        />
        {above}
        <ListPanel
          data={list.data}
          isError={list.isError}
          isFetching={list.isFetching}
          isEmpty={(page) => page.people.length === 0}
          empty={params.query.searchQuery ? t('list.noMatch') : t(`${kind}.empty`)}
          emptyTestId="people-empty"
        >
          {children}
        </ListPanel>
        <Group justify="space-between">
          <Text size="sm" c="dimmed" data-testid="people-count" aria-live="polite">
            {t(`${kind}.count`, { count: total })}
          </Text>
          {pages > 1 && (
            <Pagination
              total={pages}
              value={Math.min(params.page, pages)}
              onChange={params.setPage}
              aria-label={t('list.pages')}
              siblings={1}
            />
          )}
        </Group>
      </Stack>
    </Container>
  );
}
