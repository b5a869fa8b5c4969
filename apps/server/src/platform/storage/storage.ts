import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { sign, verifySignature } from '../security/tokens';

export interface PresignedUpload {
  uploadUrl: string;
  method: 'PUT';
  headers: Record<string, string>;
  fileUrl: string;
  maxBytes: number;
  expiresAt: string;
}

/** Where uploaded files go. The browser uploads straight to the URL it is given. */
export interface StoragePort {
  readonly kind: 'local' | 's3';
  presignUpload(
    key: string,
    contentType: string,
    maxBytes: number,
    size?: number,
    now?: Date,
  ): Promise<PresignedUpload>;
}

const TTL_MS = 10 * 60_000;

/** The signed part of a local upload URL. */
export function localUploadPayload(key: string, contentType: string, maxBytes: number, expires: number): string {
  return `${key}|${contentType}|${maxBytes}|${expires}`;
}

/**
 * Local disk under DATA_DIR/uploads: the URL points at our own PUT endpoint and is signed with
 * APP_SECRET (key, type, size limit and expiry), like an S3 presigned URL.
 */
export function createLocalStorage(
  dataDir: string,
  secret: string,
): StoragePort & {
  root: string;
  verify(key: string, contentType: string, maxBytes: number, expires: number, signature: string, now?: Date): boolean;
  write(key: string, body: Buffer): Promise<void>;
} {
  const root = path.resolve(dataDir, 'uploads');
  return {
    kind: 'local',
    root,
    async presignUpload(key, contentType, maxBytes, _size, now = new Date()) {
      const expires = now.getTime() + TTL_MS;
      const signature = sign(secret, localUploadPayload(key, contentType, maxBytes, expires));
      const query = new URLSearchParams({
        type: contentType,
        max: String(maxBytes),
        expires: String(expires),
        sig: signature,
      });
      return {
        uploadUrl: `/api/uploads/${key}?${query.toString()}`,
        method: 'PUT',
        headers: { 'content-type': contentType },
        fileUrl: `/media/uploads/${key}`,
        maxBytes,
        expiresAt: new Date(expires).toISOString(),
      };
    },
    verify(key, contentType, maxBytes, expires, signature, now = new Date()) {
      return (
        expires > now.getTime() &&
        verifySignature(secret, localUploadPayload(key, contentType, maxBytes, expires), signature)
      );
    },
    async write(key, body) {
      const file = path.resolve(root, key);
      if (!file.startsWith(root + path.sep)) throw new Error('upload key escapes the uploads folder');
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
    },
  };
}

/** An S3-compatible bucket (AWS, MinIO, R2…): a presigned PUT the browser sends the file to. */
export function createS3Storage(options: {
  endpoint?: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  publicUrl?: string | undefined;
}): StoragePort {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
  });
  const base =
    options.publicUrl ??
    `${options.endpoint ?? `https://${options.bucket}.s3.${options.region}.amazonaws.com`}${options.endpoint ? `/${options.bucket}` : ''}`;
  return {
    kind: 's3',
    async presignUpload(key, contentType, maxBytes, size, now = new Date()) {
      // A presigned PUT cannot bound the size, so the exact size is signed in.
      if (!size) throw new Error('S3 uploads need the file size');
      const command = new PutObjectCommand({
        Bucket: options.bucket,
        Key: key,
        ContentType: contentType,
        ContentLength: size,
      });
      const uploadUrl = await getSignedUrl(client, command, { expiresIn: TTL_MS / 1000 });
      return {
        uploadUrl,
        method: 'PUT',
        headers: { 'content-type': contentType },
        fileUrl: `${base.replace(/\/$/, '')}/${key}`,
        maxBytes,
        expiresAt: new Date(now.getTime() + TTL_MS).toISOString(),
      };
    },
  };
}
