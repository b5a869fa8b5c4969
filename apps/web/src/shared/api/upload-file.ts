import type { SignedUpload, UPLOAD_FIELDS } from '@travel/contracts';
import { ApiError } from './api-error';
import { api } from './client';

/** What a file is for; each field has its own types, size limit and who may upload. */
export type UploadField = (typeof UPLOAD_FIELDS)[number];

/** Asks for a signed URL, then sends the file straight to storage; answers where it is served. */
export async function uploadFile(file: File, fieldName: UploadField): Promise<string> {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  const { data } = await api.post<{ data: SignedUpload }>('/api/aws/signed-url', {
    ext,
    fieldName,
    fileType: file.type,
    fileSize: file.size,
  });
  const response = await fetch(data.uploadUrl, { method: data.method, headers: data.headers, body: file });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    throw new ApiError(body.message ?? '', response.status, 'UPLOAD_REFUSED');
  }
  return data.fileUrl;
}
