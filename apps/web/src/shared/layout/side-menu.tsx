import { Burger, Drawer, NavLink, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NavigationEntry } from '@travel/contracts';
import { api } from '../api/client';
import { QueryProvider } from '../api/query-provider';
import { UiProvider } from '../ui/ui-provider';

/** Side navigation for agents on narrow screens (under 1200 px); entries come from the server. */
function SideMenuContent() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const entries = useQuery({
    queryKey: ['agency', 'navigations'],
    queryFn: ({ signal }) =>
      api.get<{ data: NavigationEntry[] }>('/api/agency/navigations', { signal }).then((r) => r.data),
  });
  return (
    <>
      <Burger opened={opened} onClick={toggle} hiddenFrom="lg" size="sm" aria-label={t('header.menu')} />
      <Drawer opened={opened} onClose={close} title={t('header.menu')} size="xs">
        <Stack gap={2} component="nav" aria-label={t('header.menu')}>
          {(entries.data ?? []).map((entry) => (
            <NavLink
              key={entry.key}
              component={Link}
              to={entry.path}
              label={t(`nav.${entry.key}`)}
              active={pathname === entry.path}
              onClick={close}
            />
          ))}
        </Stack>
      </Drawer>
    </>
  );
}

export default function SideMenu() {
  return (
    <UiProvider>
      <QueryProvider>
        <SideMenuContent />
      </QueryProvider>
    </UiProvider>
  );
}
