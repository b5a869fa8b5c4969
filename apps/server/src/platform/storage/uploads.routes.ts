import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { signedUrlBodySchema, signedUrlResponseSchema } from '@travel/contracts';
import { AppError } from '../http/app-error';
import { canUploadField } from '../http/policy';
import { UPLOADED_FILE_HEADERS, UPLOADED_PDF_HEADERS } from '../http/security-headers';
import { tenantOf, userOf, type App } from '../http/types';
import type { createLocalStorage, StoragePort } from './storage';
import { ALL_UPLOAD_TYPES, isAllowedUpload, UPLOAD_RULES } from './upload-rules';

/** `POST /api/aws/signed-url`: a URL the browser uploads one file to, within the field's limits. */
export function signedUrlRoutes(storage: StoragePort) {
  return async (app: App) => {
    app.post(
      '/aws/signed-url',
      {
        config: { permission: 'session' },
        schema: {
          tags: ['uploads'],
          summary: 'A signed URL to upload one file (type and size limits per field)',
          body: signedUrlBodySchema,
          response: { 200: signedUrlResponseSchema },
        },
      },
      async (request) => {
        const { ext, fieldName, fileType, fileSize } = request.body;
        const rule = UPLOAD_RULES[fieldName];
        if (!canUploadField(userOf(request), fieldName)) throw new AppError('FORBIDDEN');
        if (!isAllowedUpload(fieldName, fileType, ext))
          throw new AppError('UPLOAD_REFUSED', { details: { fileType: 'validation.invalid' } });
        if (fileSize !== undefined && fileSize > rule.maxBytes)
          throw new AppError('UPLOAD_REFUSED', { details: { fileSize: 'validation.tooLong' } });
        if (storage.kind === 's3' && fileSize === undefined) throw AppError.invalid('fileSize', 'validation.required');
        const key = `${tenantOf(request).id}/${fieldName}/${randomUUID()}.${ext}`;
        return { data: await storage.presignUpload(key, fileType, rule.maxBytes, fileSize) };
      },
    );
  };
}

type LocalStorage = ReturnType<typeof createLocalStorage>;
const MAX_BODY = Math.max(...Object.values(UPLOAD_RULES).map((rule) => rule.maxBytes));

/** The local driver's upload endpoint (the signature is the permission) and the file server. */
export function localUploadRoutes(storage: LocalStorage) {
  return async (app: App) => {
    app.addContentTypeParser(ALL_UPLOAD_TYPES, { parseAs: 'buffer', bodyLimit: MAX_BODY }, (_request, body, done) =>
      done(null, body),
    );
    app.put(
      '/uploads/*',
      { config: { permission: 'public' }, schema: { hide: true }, bodyLimit: MAX_BODY },
      async (request, reply) => {
        const key = (request.params as { '*': string })['*'];
        const query = request.query as Record<string, string | undefined>;
        const contentType = request.headers['content-type'];
        const maxBytes = Number(query.max);
        const body = request.body;
        if (!key.startsWith(`${tenantOf(request).id}/`) || /\.\.|\/\//.test(key)) throw new AppError('FORBIDDEN');
        if (!storage.verify(key, query.type ?? '', maxBytes, Number(query.expires), query.sig ?? ''))
          throw new AppError('FORBIDDEN');
        if (contentType !== query.type || !Buffer.isBuffer(body)) throw new AppError('UPLOAD_REFUSED');
        if (body.length === 0 || body.length > maxBytes)
          throw new AppError('UPLOAD_REFUSED', { details: { file: 'validation.tooLong' } });
        await storage.write(key, body);
        return reply.status(201).send({ message: 'Uploaded' });
      },
    );
  };
}

/** Serves files uploaded to the local disk, each as an inert, sandboxed document (see the headers). */
export async function registerUploadedFiles(app: FastifyInstance, root: string): Promise<void> {
  await mkdir(root, { recursive: true });
  await app.register(async (files) => {
    await files.register(fastifyStatic, {
      root,
      prefix: '/media/uploads/',
      decorateReply: false,
      maxAge: '7d',
      immutable: true,
      setHeaders: (res, filePath) => {
        const headers = filePath.endsWith('.pdf') ? UPLOADED_PDF_HEADERS : UPLOADED_FILE_HEADERS;
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      },
    });
  });
}
