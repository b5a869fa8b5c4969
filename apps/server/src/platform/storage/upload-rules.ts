import { type UPLOAD_FIELDS } from '@travel/contracts';

export type UploadField = (typeof UPLOAD_FIELDS)[number];

const IMAGE = { 'image/jpeg': ['jpg', 'jpeg'], 'image/png': ['png'], 'image/webp': ['webp'] };

/** What each upload field takes: types (with their extensions), size, and who may upload. */
export const UPLOAD_RULES: Record<
  UploadField,
  { types: Record<string, string[]>; maxBytes: number; managersOnly: boolean }
> = {
  profileImage: { types: IMAGE, maxBytes: 5 * 1024 * 1024, managersOnly: false },
  logo: { types: { ...IMAGE, 'image/svg+xml': ['svg'] }, maxBytes: 2 * 1024 * 1024, managersOnly: true },
  favicon: {
    types: { ...IMAGE, 'image/x-icon': ['ico'], 'image/svg+xml': ['svg'] },
    maxBytes: 512 * 1024,
    managersOnly: true,
  },
  backgroundImage: { types: IMAGE, maxBytes: 5 * 1024 * 1024, managersOnly: true },
  mobileBackgroundImage: { types: IMAGE, maxBytes: 5 * 1024 * 1024, managersOnly: true },
  backgroundVideo: {
    types: { 'video/mp4': ['mp4'], 'video/webm': ['webm'] },
    maxBytes: 25 * 1024 * 1024,
    managersOnly: true,
  },
  document: { types: { 'application/pdf': ['pdf'] }, maxBytes: 10 * 1024 * 1024, managersOnly: false },
};

/** Whether a declared type and extension are allowed for a field. */
export function isAllowedUpload(field: UploadField, fileType: string, ext: string): boolean {
  const extensions = UPLOAD_RULES[field].types[fileType];
  return extensions?.includes(ext) ?? false;
}

export const ALL_UPLOAD_TYPES = [...new Set(Object.values(UPLOAD_RULES).flatMap((rule) => Object.keys(rule.types)))];
