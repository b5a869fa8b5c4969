import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { pickLanguage, translateMessage, type ErrorCode } from '@travel/contracts';
import { AppError } from './app-error';
import { errorBody } from './error-handler';

/**
 * Rejections Fastify makes before a route runs (a path with bad percent-encoding, a parameter
 * past its maximum length), in the one error shape with the headers of every answer.
 */
export function frameworkErrorHandler(headers: Record<string, string>) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const appError =
      error.code === 'FST_ERR_BAD_URL'
        ? AppError.invalid('url', 'validation.invalid')
        : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
          ? new AppError('URI_TOO_LONG')
          : new AppError('INTERNAL', { cause: error });
    if (appError.code === 'INTERNAL') request.log.error({ err: error }, 'framework error');
    const language = pickLanguage(request.headers['accept-language']);
    void reply.headers(headers).status(appError.statusCode).send(errorBody(appError, language));
  };
}

/** Node's rejections of a request it could not parse (headers too large, too slow, malformed). */
const CLIENT_ERRORS: Record<string, ErrorCode> = {
  HPE_HEADER_OVERFLOW: 'HEADERS_TOO_LARGE',
  ERR_HTTP_REQUEST_TIMEOUT: 'REQUEST_TIMEOUT',
  HPE_URI_OVERFLOW: 'URI_TOO_LONG',
};

/**
 * Answers a request Node could not parse with `{ message, code }` (English: its headers were not
 * read) and the headers of every answer, then closes the connection, as Node does.
 */
export function clientErrorHandler(headers: Record<string, string>) {
  const headerLines = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return (error: Error & { code?: string }, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const code: ErrorCode = CLIENT_ERRORS[error.code ?? ''] ?? 'VALIDATION_FAILED';
    const status = new AppError(code).statusCode;
    const body = JSON.stringify({
      message: translateMessage(code === 'VALIDATION_FAILED' ? 'error.VALIDATION_FAILED' : `error.${code}`, 'en'),
      code,
    });
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nContent-Type: application/json; charset=utf-8\r\n${headerLines}Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy(error);
  };
}
