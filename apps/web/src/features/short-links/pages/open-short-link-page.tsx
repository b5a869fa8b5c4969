import { Button, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconLinkOff } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { isShortCode } from '@travel/contracts';
import { useTranslation } from '../../../shared/i18n/react';
import { getShortLinkDetails } from '../../../shared/short-links/short-links-api';

/**
 * `/url/:id`: opens what a short link restores (a search or an offer page, its state in the
 * address) in place of this page. An unknown or deleted link says so, with a way home.
 */
export function OpenShortLinkPage() {
  const { t } = useTranslation('links');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const isCode = isShortCode(id);
  const details = useQuery({
    queryKey: ['short-url', id],
    queryFn: ({ signal }) => getShortLinkDetails(id, signal),
    enabled: isCode,
    retry: false,
    staleTime: Infinity,
    meta: { silent: true },
  });
  const target = details.data?.url;
  useEffect(() => {
    if (target) void navigate(target, { replace: true });
  }, [target, navigate]);

  if (isCode && !details.isError) {
    return (
      <Container size="sm" py="xl">
        <Stack align="center" role="status">
          <Loader aria-hidden />
          <Text c="dimmed">{t('open.loading')}</Text>
        </Stack>
      </Container>
    );
  }
  return (
    <Container size="sm" py="xl">
      <Stack align="center" gap="md" ta="center">
        <IconLinkOff size={48} aria-hidden />
        <Title order={1} size="h2">
          {t('open.goneTitle')}
        </Title>
        <Text c="dimmed">{t('open.goneText')}</Text>
        <Button component={Link} to="/">
          {t('open.home')}
        </Button>
      </Stack>
    </Container>
  );
}
