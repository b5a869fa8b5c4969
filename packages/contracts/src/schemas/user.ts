import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { USER_TYPES } from '../user-types';
import { dataEnvelope } from './common';
/** The signed-in user as the web sees them (spec section 3, User profile). */
export const userProfileSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  userType: z.enum(USER_TYPES),
  isTravelAgent: z.boolean(),
  isSubscribed: z.boolean(),
  isRestrictedAgent: z.boolean(),
  language: z.enum(LANGUAGES),
  loginCount: z.number().int(),
  phone: z.string().nullable(),
  profileImage: z.string().nullable(),
  isRewardWalletEnable: z.boolean(),
  agencyName: z.string(),
  createdAt: z.string(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;
export const getProfileResponseSchema = dataEnvelope(userProfileSchema);
