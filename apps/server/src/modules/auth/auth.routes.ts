import {
  forgotPasswordBodySchema,
  forgotPasswordLinkBodySchema,
  loginBodySchema,
  loginResponseSchema,
  messageBodySchema,
  resetTokenBodySchema,
  signUpBodySchema,
  tokenValidityResponseSchema,
  translateMessage,
  verifyEmailBodySchema,
} from '@travel/contracts';
import { AppError } from '../../platform/http/app-error';
import { contextOf } from '../../platform/http/request-context';
import type { App } from '../../platform/http/types';
import type { AuthService } from './auth.service';
import { clearSessionCookies, setSessionCookies } from './session-cookies';

const tags = ['auth'];

export function authRoutes(auth: AuthService, options: { secureCookies: boolean }) {
  return async (app: App): Promise<void> => {
    app.post(
      '/user/login',
      {
        config: { permission: 'public' },
        schema: {
          tags,
          summary: 'Log in with e-mail and password',
          body: loginBodySchema,
          response: { 200: loginResponseSchema },
        },
      },
      async (request, reply) => {
        const { result, token } = await auth.login(contextOf(request), request.body.email, request.body.password);
        setSessionCookies(reply, token, options.secureCookies);
        return { data: result };
      },
    );

    app.post(
      '/user/logout',
      {
        config: { permission: 'public', allowInactive: true },
        schema: { tags, summary: 'End this session', response: { 200: messageBodySchema } },
      },
      async (request, reply) => {
        if (request.session && request.agency) await auth.logout(request.agency.id, request.session.id);
        clearSessionCookies(reply, options.secureCookies);
        return { message: translateMessage('message.loggedOut', request.language) };
      },
    );

    app.post(
      '/user/signUp',
      {
        config: { permission: 'public', rateLimit: { max: 30, windowSeconds: 3600 } },
        schema: {
          tags,
          summary: 'Create a client account; a verification link is mailed',
          body: signUpBodySchema,
          response: { 200: messageBodySchema },
        },
      },
      async (request) => {
        if (request.body.hostName.toLowerCase().replace(/:\d+$/, '') !== request.hostname.toLowerCase()) {
          throw AppError.invalid('hostName', 'validation.invalid');
        }
        await auth.signUp(contextOf(request), { ...request.body, language: request.language });
        return { message: translateMessage('message.signedUp', request.language) };
      },
    );

    app.post(
      '/user/verify',
      {
        config: { permission: 'public' },
        schema: {
          tags,
          summary: 'Verify an e-mail address with the mailed link',
          body: verifyEmailBodySchema,
          response: { 200: messageBodySchema },
        },
      },
      async (request) => {
        await auth.verifyEmail(contextOf(request), request.body.token);
        return { message: translateMessage('message.emailVerified', request.language) };
      },
    );

    app.post(
      '/user/forgotPasswordLink',
      {
        config: { permission: 'public', rateLimit: { max: 10, windowSeconds: 900 } },
        schema: {
          tags,
          summary: 'Mail a password-reset link (the answer is the same whether or not the e-mail exists)',
          body: forgotPasswordLinkBodySchema,
          response: { 200: messageBodySchema },
        },
      },
      async (request) => {
        await auth.sendResetLink(contextOf(request), request.body.email);
        return { message: translateMessage('message.resetLinkSent', request.language) };
      },
    );

    app.post(
      '/user/forgotPwdValidity',
      {
        config: { permission: 'public' },
        schema: {
          tags,
          summary: 'Whether a reset link can still be used',
          body: resetTokenBodySchema,
          response: { 200: tokenValidityResponseSchema },
        },
      },
      async (request) => ({ data: { isValid: await auth.isResetTokenValid(contextOf(request), request.body.token) } }),
    );

    app.post(
      '/user/forgotPassword',
      {
        config: { permission: 'public' },
        schema: {
          tags,
          summary: 'Set a new password with a reset link',
          body: forgotPasswordBodySchema,
          response: { 200: messageBodySchema },
        },
      },
      async (request) => {
        await auth.resetPassword(contextOf(request), request.body.token, request.body.password);
        return { message: translateMessage('message.passwordReset', request.language) };
      },
    );
  };
}
