/** Agency field sets shared by screens and schemas (no zod here: the web's first paint imports these). */
export const AGENCY_STATUSES = ['Active', 'inactive'] as const;
export const AUTH_LAYOUTS = ['default', 'split'] as const;

export const SOCIAL_LINK_KEYS = ['facebook', 'twitter', 'linkedin', 'instagram', 'youtube', 'tiktok'] as const;
export type SocialLinkKey = (typeof SOCIAL_LINK_KEYS)[number];

export const LEGAL_PAGE_KEYS = ['privacyPolicy', 'cookiesPolicy', 'disclaimer'] as const;
export type LegalPageKey = (typeof LEGAL_PAGE_KEYS)[number];
