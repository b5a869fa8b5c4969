import {
  changeEmailBodySchema,
  changePasswordBodySchema,
  editProfileBodySchema,
  emailCodeBodySchema,
  getProfileResponseSchema,
  languageParamsSchema,
  messageBodySchema,
  translateMessage,
  updateUserStatusBodySchema,
  userSearchQuerySchema,
  userSearchResponseSchema,
} from '@travel/contracts';
import { contextOf } from '../../platform/http/request-context';
import { tenantOf, userOf, type App } from '../../platform/http/types';
import { toProfile } from './user.mapper';
import type { UserService } from './user.service';

const tags = ['user'];

export function userRoutes(users: UserService) {
  return async (app: App): Promise<void> => {
    app.get(
      '/user/getProfile',
      {
        config: { permission: 'session' },
        schema: { tags, summary: 'The signed-in user', response: { 200: getProfileResponseSchema } },
      },
      async (request) => ({ data: toProfile(userOf(request), tenantOf(request)) }),
    );

    app.post(
      '/user/editProfile',
      {
        config: { permission: 'session' },
        schema: {
          tags,
          summary: 'Change name, phone and photo',
          body: editProfileBodySchema,
          response: { 200: getProfileResponseSchema },
        },
      },
      async (request) => ({
        data: toProfile(await users.editProfile(userOf(request), request.body), tenantOf(request)),
      }),
    );

    app.post(
      '/user/changePassword',
      {
        config: { permission: 'session' },
        schema: {
          tags,
          summary: 'Change the password (other sessions end)',
          body: changePasswordBodySchema,
          response: { 200: messageBodySchema },
        },
      },
      async (request) => {
        const session = request.session;
        if (!session) throw new Error('session route without a session');
        await users.changePassword(
          contextOf(request),
          userOf(request),
          session.id,
          request.body.currentPassword,
          request.body.newPassword,
        );
        return { message: translateMessage('message.passwordChanged', request.language) };
      },
    );

    app.patch(
      '/user/email',
      {
        config: { permission: 'session', rateLimit: { max: 10, windowSeconds: 900 } },
        schema: {
          tags,
          summary: 'Start an e-mail change: a code goes to the new address',
          body: changeEmailBodySchema,
          response: { 200: messageBodySchema },
        },
      },
      async (request) => {
        await users.requestEmailChange(contextOf(request), userOf(request), request.body.email);
        return { message: translateMessage('message.emailCodeSent', request.language) };
      },
    );

    app.patch(
      '/user/verify-email-code',
      {
        config: { permission: 'session' },
        schema: {
          tags,
          summary: 'Finish an e-mail change with the code',
          body: emailCodeBodySchema,
          response: { 200: getProfileResponseSchema },
        },
      },
      async (request) => ({
        data: toProfile(
          await users.confirmEmailChange(contextOf(request), userOf(request), request.body.code),
          tenantOf(request),
        ),
      }),
    );

    // A GET that writes (the spec's call): refused cross-site like any write, see csrf.
    app.get(
      '/user/changeLanguage/:lang',
      {
        config: { permission: 'session', csrf: 'always' },
        schema: {
          tags,
          summary: "Remember the user's language",
          params: languageParamsSchema,
          response: { 200: messageBodySchema },
        },
      },
      async (request) => {
        await users.changeLanguage(userOf(request), request.params.lang);
        return { message: translateMessage('message.languageChanged', request.params.lang) };
      },
    );

    app.get(
      '/user/list/email',
      {
        config: { permission: 'agent' },
        schema: {
          tags,
          summary: 'Users of the agency whose e-mail starts with the text',
          querystring: userSearchQuerySchema,
          response: { 200: userSearchResponseSchema },
        },
      },
      async (request) => {
        const rows = await users.searchByEmail(tenantOf(request).id, request.query.text);
        return { data: rows.map((u) => ({ _id: u.id, name: u.name, email: u.email, userType: u.userType })) };
      },
    );

    app.post(
      '/user/updateUserActiveStatus',
      {
        config: { permission: 'manager' },
        schema: {
          tags,
          summary: 'Activate or deactivate an account of the agency',
          body: updateUserStatusBodySchema,
          response: { 200: messageBodySchema },
        },
      },
      async (request) => {
        await users.updateStatus(userOf(request), request.body.userId, request.body.status);
        return { message: translateMessage('message.statusChanged', request.language) };
      },
    );
  };
}
