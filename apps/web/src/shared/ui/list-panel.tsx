import { Center, Loader, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/react';

interface ListPanelProps<T> {
  /** The page of rows once read (the previous page while the next one loads). */
  data: T | undefined;
  isError: boolean;
  isFetching: boolean;
  /** Whether the page read has no rows. */
  isEmpty(data: T): boolean;
  /** What an empty page says, and its test id. */
  empty: string;
  emptyTestId: string;
  children(data: T): ReactNode;
}

/** A back-office list's panel: loading, the error, the empty text, else the rows. */
export function ListPanel<T>({ data, isError, isFetching, isEmpty, empty, emptyTestId, children }: ListPanelProps<T>) {
  const { t } = useTranslation('common');
  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }} aria-busy={isFetching}>
      {!data ? (
        isError ? (
          <Text c="red" role="alert">
            {t('common.somethingWentWrong')}
          </Text>
        ) : (
          <Center py="xl">
            <Loader aria-label={t('common.loading')} />
          </Center>
        )
      ) : isEmpty(data) ? (
        <Text c="dimmed" ta="center" py="lg" data-testid={emptyTestId}>
          {empty}
        </Text>
      ) : (
        children(data)
      )}
    </Paper>
  );
}
