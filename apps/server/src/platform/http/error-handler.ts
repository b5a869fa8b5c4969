import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isMessageKey, translateMessage, type ErrorBody, type Language, type MessageKey } from '@travel/contracts';
import { AppError, STATUS_BY_CODE } from './app-error';

function body(error: AppError, language: Language): ErrorBody {
  const result: ErrorBody = { message: translateMessage(error.messageKey, language), code: error.code };
  if (error.details) {
    result.details = Object.fromEntries(
      Object.entries(error.details).map(([field, key]) => [field, translateMessage(key, language)]),
    );
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
    void reply.status(STATUS_BY_CODE[error.code]).send(body(error, language));
  });
}
