import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isMessageKey, translateMessage, type ErrorBody, type Language, type MessageKey } from '@travel/contracts';
import { isDatabaseUnavailable } from '../db/errors';
import { AppError, STATUS_BY_CODE } from './app-error';

/** How long a client should wait before trying again while the database is out. */
export const RETRY_AFTER_SECONDS = 5;

export function errorBody(error: AppError, language: Language): ErrorBody {
  const translate = (key: string) => translateMessage(key, language, error.values);
  const result: ErrorBody = { message: translate(error.messageKey), code: error.code };
  if (error.details) {
    result.details = Object.fromEntries(Object.entries(error.details).map(([field, key]) => [field, translate(key)]));
  }
  return result;
}

/** Field name of a zod issue: the path inside body, query or params, dotted. */
function fieldOf(instancePath: string, fallback: string): string {
  const field = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return field || fallback;
}

/** Maps every thrown error to `{ message, code, details? }` with the status of its code. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((rawError: FastifyError | AppError, request, reply) => {
    const language = request.language;
    let error: AppError;
    if (rawError instanceof AppError) {
      error = rawError;
    } else if (hasZodFastifySchemaValidationErrors(rawError)) {
      const details: Record<string, MessageKey> = {};
      for (const issue of rawError.validation) {
        const field = fieldOf(issue.instancePath ?? '', rawError.validationContext ?? 'body');
        const message = issue.message ?? '';
        details[field] ??= isMessageKey(message) ? message : 'validation.invalid';
      }
      error = new AppError('VALIDATION_FAILED', { details });
    } else if (isResponseSerializationError(rawError)) {
      request.log.error({ err: rawError, issues: rawError.cause }, 'response failed its schema');
      error = new AppError('INTERNAL', { cause: rawError });
    } else if (isDatabaseUnavailable(rawError)) {
      // Not the query or its values (they may hold personal data): only that the database is out.
      request.log.warn({ code: databaseErrorCode(rawError) }, 'database unavailable');
      error = new AppError('SERVICE_UNAVAILABLE', { cause: rawError });
    } else if (rawError.statusCode === 413) {
      error = new AppError('PAYLOAD_TOO_LARGE');
    } else if (rawError.statusCode && rawError.statusCode >= 400 && rawError.statusCode < 500) {
      // Malformed JSON, unsupported media type and other framework-level rejections of input.
      const field = rawError.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 'content-type' : 'body';
      error = new AppError('VALIDATION_FAILED', { details: { [field]: 'validation.invalid' } });
    } else {
      request.log.error({ err: rawError }, 'unhandled error');
      error = new AppError('INTERNAL', { cause: rawError });
    }
    if (error.code === 'INTERNAL' && rawError instanceof AppError) {
      request.log.error({ err: rawError.cause ?? rawError }, 'internal error');
    }
    if (error.code === 'SERVICE_UNAVAILABLE') void reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    void reply.status(STATUS_BY_CODE[error.code]).send(errorBody(error, language));
  });
}

/** The innermost error code of a database error, for the log. */
function databaseErrorCode(error: unknown): string | null {
  let found: string | null = null;
  let cause: unknown = error;
  for (let depth = 0; depth < 5 && typeof cause === 'object' && cause !== null; depth += 1) {
    const { code } = cause as { code?: unknown };
    if (typeof code === 'string') found = code;
    cause = (cause as { cause?: unknown }).cause;
  }
  return found;
}
