import { Button, Menu } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../i18n/react';
import { useSession } from '../session/session-context';
import classes from '../shell/shell.module.css';
import { UiProvider } from '../ui/ui-provider';

/** The signed-in user's menu (loaded only once someone is signed in). */
function UserMenuContent() {
  const { t } = useTranslation();
  const { profile, isTravelAgent } = useSession();
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button
          variant="light"
          size="compact-sm"
          leftSection={<IconUserCircle size={16} aria-hidden />}
          data-testid="user-menu"
          aria-label={profile?.name ?? t('header.account')}
        >
          {/* On a phone the icon alone; the name stays the button's accessible name. */}
          <span className={classes.hiddenBelowXs}>{profile?.name ?? t('header.account')}</span>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {isTravelAgent && (
          <Menu.Item component={Link} to="/dashboard">
            {t('nav.dashboard')}
          </Menu.Item>
        )}
        <Menu.Item component={Link} to="/profile">
          {t('nav.profile')}
        </Menu.Item>
        {profile?.isRewardWalletEnable && (
          <Menu.Item component={Link} to="/wallet">
            {t('nav.wallet')}
          </Menu.Item>
        )}
        <Menu.Item component={Link} to="/mytrip">
          {t('nav.myTrips')}
        </Menu.Item>
        <Menu.Item component={Link} to="/logout" color="red">
          {t('header.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

export default function UserMenu() {
  return (
    <UiProvider>
      <UserMenuContent />
    </UiProvider>
  );
}
