import { z } from 'zod';
import { LANGUAGES } from '../constants';
import {
  validateEmail,
  validateForgotPasswordEmail,
  validateLoginPassword,
  validateName,
  validateNewPassword,
} from '../rules/validation';
import { USER_TYPES } from '../user-types';
import { dataEnvelope, text } from './common';
import { ruled } from './rules';

const email = ruled(validateEmail).transform((value) => value.trim().toLowerCase());
const newPassword = ruled((value) => validateNewPassword(value), 64).transform((value) => value.trim());
const name = ruled(validateName, 100).transform((value) => value.trim());
const token = text({ error: 'validation.required' }).min(16, 'validation.invalid').max(200, 'validation.invalid');
const acceptedTerms = z.literal(true, { error: 'validation.termsRequired' });

export const loginBodySchema = z.object({
  email,
  password: ruled(validateLoginPassword, 128),
});

/**
 * The login result of spec section 3, without the session token: the session lives only in the
 * HttpOnly `x-access-token` cookie, which no script can read (decision record 013).
 */
export const loginResultSchema = z.object({
  isTravelAgent: z.boolean(),
  isSubscribed: z.boolean(),
  loginCount: z.number().int(),
  userType: z.enum(USER_TYPES),
  /** The agency's code. */
  code: z.string(),
  agencyName: z.string(),
  /** Where the server suggests going next (an SSO deep link), or null. */
  navigateTo: z.string().nullable(),
  requireEmailVerification: z.boolean(),
  _id: z.string(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;
export const loginResponseSchema = dataEnvelope(loginResultSchema);

export const signUpBodySchema = z.object({
  name,
  email,
  password: newPassword,
  /** The host the visitor signed up on; must be this agency's. */
  hostName: text().min(1, 'validation.required').max(255, 'validation.tooLong'),
  checked: acceptedTerms,
});

export const invitedAgentSignUpBodySchema = z.object({ token, name, password: newPassword, checked: acceptedTerms });

export const invitationParamsSchema = z.object({ token });
export const invitationInfoSchema = z.object({
  email: z.string(),
  isRestrictedAgent: z.boolean(),
  agencyName: z.string(),
});
export const invitationInfoResponseSchema = dataEnvelope(invitationInfoSchema);
export type InvitationInfo = z.infer<typeof invitationInfoSchema>;
export const createInvitationBodySchema = z.object({ email, isRestrictedAgent: z.boolean().default(false) });

export const verifyEmailBodySchema = z.object({ token });

export const forgotPasswordLinkBodySchema = z.object({
  email: ruled(validateForgotPasswordEmail).transform((value) => value.trim().toLowerCase()),
});
export const resetTokenBodySchema = z.object({ token });
export const tokenValidityResponseSchema = dataEnvelope(z.object({ isValid: z.boolean() }));
export const forgotPasswordBodySchema = z.object({ token, password: newPassword });

export const editProfileBodySchema = z.object({
  name,
  phone: text()
    .trim()
    .max(30, 'validation.tooLong')
    .regex(/^[+\d\s()-]*$/, 'validation.invalid')
    .nullish()
    .transform((value) => value || null),
  profileImage: text()
    .trim()
    .max(500, 'validation.tooLong')
    .nullish()
    .transform((value) => value || null),
});

export const changePasswordBodySchema = z.object({
  currentPassword: ruled(validateLoginPassword, 128),
  newPassword,
});

export const changeEmailBodySchema = z.object({ email });
export const emailCodeBodySchema = z.object({ code: z.string().regex(/^\d{6}$/, 'validation.invalid') });

export const languageParamsSchema = z.object({ lang: z.enum(LANGUAGES, { error: 'validation.invalid' }) });

export const updateUserStatusBodySchema = z.object({
  userId: z.string().uuid('validation.invalid'),
  status: z.enum(['Active', 'inactive'], { error: 'validation.invalid' }),
});

export const userSearchQuerySchema = z.object({ text: text().trim().min(1, 'validation.required').max(100) });
export const userSummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  userType: z.enum(USER_TYPES),
});
export const userSearchResponseSchema = dataEnvelope(z.array(userSummarySchema));
export type UserSummary = z.infer<typeof userSummarySchema>;

export const ssoBodySchema = z.object({
  token: text().min(1, 'validation.required').max(4_000, 'validation.tooLong'),
  deepLink: text().max(2_000).nullish(),
});

export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export const socialBodySchema = z.object({
  code: text().min(1, 'validation.required').max(2_000),
  type: z.enum(SOCIAL_PROVIDERS, { error: 'validation.invalid' }),
  isSignup: z.boolean().default(false),
  /** The anti-forgery state echoed by the provider. */
  state: text().min(1, 'validation.required').max(200),
});
/** A social log-in ends signed in, or asks for an e-mail when the provider gave none. */
export const socialResponseSchema = dataEnvelope(
  z.union([
    loginResultSchema,
    z.object({ requireEmailVerification: z.literal(true), registrationToken: z.string(), name: z.string() }),
  ]),
);
export const socialRegisterEmailBodySchema = z.object({ registrationToken: token, email });
export const socialVerifyCodeBodySchema = z.object({
  registrationToken: token,
  code: z.string().regex(/^\d{6}$/, 'validation.invalid'),
});
export const socialAuthorizeQuerySchema = z.object({
  isSignup: z.enum(['true', 'false']).default('false'),
});
export const socialAuthorizeParamsSchema = z.object({
  type: z.enum(SOCIAL_PROVIDERS, { error: 'validation.invalid' }),
});

export const UPLOAD_FIELDS = [
  'profileImage',
  'logo',
  'favicon',
  'backgroundImage',
  'mobileBackgroundImage',
  'backgroundVideo',
  'document',
] as const;
export const signedUrlBodySchema = z.object({
  ext: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9]{1,5}$/, 'validation.invalid'),
  fieldName: z.enum(UPLOAD_FIELDS, { error: 'validation.invalid' }),
  fileType: text().trim().toLowerCase().max(100),
  /** Size in bytes; required by S3 storage (the signature pins it), checked against the field's limit. */
  fileSize: z.number().int('validation.number').positive('validation.positive').optional(),
});
export const signedUrlResponseSchema = dataEnvelope(
  z.object({
    /** PUT the file here with the given headers before `expiresAt`. */
    uploadUrl: z.string(),
    method: z.literal('PUT'),
    headers: z.record(z.string(), z.string()),
    /** Where the file will be served once uploaded. */
    fileUrl: z.string(),
    maxBytes: z.number().int(),
    expiresAt: z.string(),
  }),
);
