import { isManagerType, type ClientAction } from '@travel/contracts';
import { useSession } from '../../../shared/session/session-context';

/**
 * What the signed-in user may do here, as docs/roles.md decides (the server enforces it; the
 * pages only leave out what would be refused).
 */
export function usePeoplePermissions() {
  const { profile } = useSession();
  const isManager = profile !== null && isManagerType(profile.userType);
  const isRestricted = profile?.isRestrictedAgent ?? false;
  const canChangeStatus = !isRestricted;
  const clientActions: ClientAction[] = [
    ...(canChangeStatus ? (['activate', 'deactivate'] as const) : []),
    'resendVerification',
    ...(isManager ? (['enableRewardWallet', 'disableRewardWallet'] as const) : []),
  ];
  return {
    isManager,
    canChangeStatus,
    canExport: !isRestricted,
    canPromote: isManager,
    canChangeWallet: isManager,
    clientActions,
  };
}
