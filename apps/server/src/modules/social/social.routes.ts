import {
  loginResponseSchema,
  messageBodySchema,
  socialAuthorizeParamsSchema,
  socialAuthorizeQuerySchema,
  socialBodySchema,
  socialRegisterEmailBodySchema,
  socialResponseSchema,
  socialVerifyCodeBodySchema,
  ssoBodySchema,
  translateMessage,
} from '@travel/contracts';
import { contextOf } from '../../platform/http/request-context';
import type { App } from '../../platform/http/types';
import { randomToken } from '../../platform/security/tokens';
import { setSessionCookies } from '../auth/session-cookies';
import type { SsoService } from '../sso/sso.service';
import type { SocialService } from './social.service';

const STATE_COOKIE = 'oauth-state';
const tags = ['auth'];

export function socialRoutes(social: SocialService, sso: SsoService, options: { secureCookies: boolean }) {
  return async (app: App): Promise<void> => {
    app.post(
      '/sso',
      {
        config: { permission: 'public' },
        schema: {
          tags,
          summary: "Sign in with a token from the agency's own portal",
          body: ssoBodySchema,
          response: { 200: loginResponseSchema },
        },
      },
      async (request, reply) => {
        const { result, token } = await sso.signIn(contextOf(request), request.body.token, request.body.deepLink);
        setSessionCookies(reply, token, options.secureCookies);
        return { data: result };
      },
    );

    app.get(
      '/social/authorize/:type',
      {
        config: { permission: 'public' },
        schema: {
          tags,
          summary: "Go to the provider's consent page",
          params: socialAuthorizeParamsSchema,
          querystring: socialAuthorizeQuerySchema,
        },
      },
      async (request, reply) => {
        const state = randomToken(16);
        const url = social.authorizeUrl(
          contextOf(request),
          request.params.type,
          request.query.isSignup === 'true',
          state,
        );
        void reply.setCookie(STATE_COOKIE, state, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: options.secureCookies,
          maxAge: 600,
        });
        return reply.redirect(url);
      },
    );

    for (const [path, isSignupRoute] of [
      ['/social', false],
      ['/social/signup', true],
    ] as const) {
      app.post(
        path,
        {
          config: { permission: 'public' },
          schema: {
            tags,
            summary: isSignupRoute
              ? 'Sign up with a Google or Facebook authorization code'
              : 'Log in with a Google or Facebook authorization code',
            body: socialBodySchema,
            response: { 200: socialResponseSchema },
          },
        },
        async (request, reply) => {
          const input = { ...request.body, isSignup: isSignupRoute || request.body.isSignup };
          const outcome = await social.complete(contextOf(request), input, request.cookies[STATE_COOKIE]);
          void reply.clearCookie(STATE_COOKIE, { path: '/' });
          if ('requireEmailVerification' in outcome) return { data: outcome };
          setSessionCookies(reply, outcome.token, options.secureCookies);
          return { data: outcome.result };
        },
      );
    }

    app.post(
      '/social/registerEmail',
      {
        config: { permission: 'public', rateLimit: { max: 10, windowSeconds: 900 } },
        schema: {
          tags,
          summary: 'Give an e-mail when the provider gave none; a code is mailed',
          body: socialRegisterEmailBodySchema,
          response: { 200: messageBodySchema },
        },
      },
      async (request) => {
        await social.registerEmail(contextOf(request), request.body.registrationToken, request.body.email);
        return { message: translateMessage('message.codeSent', request.language) };
      },
    );

    app.post(
      '/social/verifyCode',
      {
        config: { permission: 'public' },
        schema: {
          tags,
          summary: 'Finish a social sign-in with the mailed code',
          body: socialVerifyCodeBodySchema,
          response: { 200: loginResponseSchema },
        },
      },
      async (request, reply) => {
        const { result, token } = await social.verifyCode(
          contextOf(request),
          request.body.registrationToken,
          request.body.code,
        );
        setSessionCookies(reply, token, options.secureCookies);
        return { data: result };
      },
    );
  };
}
