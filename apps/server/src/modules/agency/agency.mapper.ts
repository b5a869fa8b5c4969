import type { PublicAgency } from '@travel/contracts';
import type { AgencyRow } from '../../platform/db/schema';

/** The public view of an agency: what the site and `GET /api/agency` show. */
export function toPublicAgency(row: AgencyRow): PublicAgency {
  return {
    _id: row.id,
    code: row.code,
    agencyName: row.agencyName,
    status: row.status,
    isOwner: row.isOwner,
    logo: row.logo,
    favicon: row.favicon,
    primaryColor: row.primaryColor,
    heading: row.heading,
    headingColor: row.headingColor,
    subHeading: row.subHeading,
    subHeadingColor: row.subHeadingColor,
    textLanguage: row.textLanguage,
    backgroundImage: row.backgroundImage,
    backgroundVideo: row.backgroundVideo,
    mobileBackgroundImage: row.mobileBackgroundImage,
    backgroundOverlay: row.backgroundOverlay,
    authLayout: row.authLayout,
    bookingMenuItemOptions: row.bookingMenuItems,
    social: { isGoogleEnabled: row.isGoogleEnabled, isFacebookEnabled: row.isFacebookEnabled },
    sso: {
      isSSOEnabled: row.isSsoEnabled,
      isDirectLoginAllowedForSSOUsers: row.isDirectLoginAllowedForSsoUsers,
    },
    isSubscribed: row.isSubscribed,
    privacyPolicy: row.privacyPolicy,
    cookiesPolicy: row.cookiesPolicy,
    disclaimer: row.disclaimer,
    facebook: row.facebook,
    twitter: row.twitter,
    linkedin: row.linkedin,
    instagram: row.instagram,
    youtube: row.youtube,
    tiktok: row.tiktok,
    contactPhoneNumber: row.contactPhoneNumber,
    contactEmailId: row.contactEmailId,
    sellingPoints: row.sellingPoints,
  };
}
