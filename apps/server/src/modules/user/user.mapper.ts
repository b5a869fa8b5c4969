import { isTravelAgentType, type UserProfile } from '@travel/contracts';
import type { AgencyRow, UserRow } from '../../platform/db/schema';

export function toProfile(user: UserRow, agency: AgencyRow): UserProfile {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    userType: user.userType,
    isTravelAgent: isTravelAgentType(user.userType),
    isSubscribed: agency.isSubscribed,
    isRestrictedAgent: user.isRestrictedAgent,
    language: user.language,
    loginCount: user.loginCount,
    phone: user.phone,
    profileImage: user.profileImage,
    isRewardWalletEnable: user.isRewardWalletEnabled,
    agencyName: agency.agencyName,
    createdAt: user.createdAt.toISOString(),
  };
}
