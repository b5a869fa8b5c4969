import { api } from '../../../shared/api/client';
import { ApiError } from '../../../shared/api/api-error';

interface SignedUpload {
  uploadUrl: string;
  method: 'PUT';
  headers: Record<string, string>;
  fileUrl: string;
  maxBytes: number;
}

/** Asks for a signed URL, then sends the file straight to storage; answers where it is served. */
export async function uploadFile(file: File, fieldName: 'profileImage'): Promise<string> {
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
