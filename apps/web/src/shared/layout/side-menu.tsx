import { Burger, Drawer } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from '../i18n/react';
import { QueryProvider } from '../api/query-provider';
import { UiProvider } from '../ui/ui-provider';
import { NavigationEntries } from './navigation-entries';

/** Side navigation for agents on narrow screens (under 1200 px); entries come from the server. */
function SideMenuContent() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <>
      <Burger opened={opened} onClick={toggle} hiddenFrom="lg" size="sm" aria-label={t('header.menu')} />
      <Drawer opened={opened} onClose={close} title={t('header.menu')} size="xs">
        <NavigationEntries onNavigate={close} />
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
