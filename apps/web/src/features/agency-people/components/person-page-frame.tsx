import { Anchor, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../shared/api/api-error';
import { useTranslation } from '../../../shared/i18n/react';
import type { PeopleKind } from '../api/people';

interface PersonPageFrameProps<T> {
  kind: PeopleKind;
  query: { data?: T; error: unknown };
  name(data: T): string;
  children(data: T): ReactNode;
}

/** A client's or agent's page: the way back to the list, the name, loading and error states. */
export function PersonPageFrame<T>({ kind, query, name, children }: PersonPageFrameProps<T>) {
  const { t } = useTranslation('people');
  const { t: tCommon } = useTranslation('common');
  const isNotFound = query.error instanceof ApiError && query.error.status === 404;
  return (
    <Container size="lg" py="xl" w="100%">
      <Stack gap="lg">
        <Anchor component={Link} to={`/${kind}`} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden />
            {t(`${kind}.back`)}
          </Group>
        </Anchor>
        {query.data ? (
          <>
            <Title order={1}>{name(query.data)}</Title>
            {children(query.data)}
          </>
        ) : query.error ? (
          <Text c="red" role="alert">
            {isNotFound ? t(`${kind}.notFound`) : tCommon('common.somethingWentWrong')}
          </Text>
        ) : (
          <Center py="xl">
            <Loader aria-label={tCommon('common.loading')} />
          </Center>
        )}
      </Stack>
    </Container>
  );
}
