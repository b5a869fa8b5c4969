import {
  billingsQuerySchema,
  billingsResponseSchema,
  changePlanBodySchema,
  invoiceParamsSchema,
  paymentGatewayResponseSchema,
  paymentMethodBodySchema,
  paymentMethodResponseSchema,
  plansResponseSchema,
  subscribeBodySchema,
  subscriptionChangeResponseSchema,
  subscriptionResponseSchema,
  translateMessage,
} from '@travel/contracts';
import { sendPdf } from '../../platform/pdf/pdf-document';
import { tenantOf, type App } from '../../platform/http/types';
import type { PaymentGateway } from '../../platform/payments/port';
import type { SubscriptionService } from './subscription.service';
import { readerLanguage } from '../../platform/http/request-context';

/** Every call of the agency's subscription, for its owner and admins (`subscription.manage`). */
export function subscriptionRoutes(
  subscriptions: SubscriptionService,
  gateway: Pick<PaymentGateway, 'name' | 'client'>,
) {
  return async (app: App): Promise<void> => {
    const manage = { permission: 'subscription.manage' as const };

    app.get(
      '/agency/subscriptions',
      {
        config: manage,
        schema: {
          tags: ['subscription'],
          summary: "The agency's subscription",
          response: { 200: subscriptionResponseSchema },
        },
      },
      async (request) => ({ data: await subscriptions.get(tenantOf(request)) }),
    );

    app.get(
      '/agency/subscriptions/plans',
      {
        config: { permission: 'public' },
        schema: {
          tags: ['subscription'],
          summary: 'The plans and their prices (the public price list)',
          response: { 200: plansResponseSchema },
        },
      },
      async () => ({ data: subscriptions.catalogue() }),
    );

    app.get(
      '/agency/subscriptions/billings',
      {
        config: manage,
        schema: {
          tags: ['subscription'],
          summary: "A plan's price and taxes for a period, every plan, and the agency's invoices",
          querystring: billingsQuerySchema,
          response: { 200: billingsResponseSchema },
        },
      },
      async (request) => ({
        data: await subscriptions.billings(tenantOf(request), request.query.planType, request.query.duration),
      }),
    );

    app.post(
      '/agency/subscriptions',
      {
        config: manage,
        schema: {
          tags: ['subscription'],
          summary: 'Subscribe now: the first period is charged to the saved card, with a coupon if given',
          body: subscribeBodySchema,
          response: { 200: subscriptionChangeResponseSchema },
        },
      },
      async (request) => {
        const result = await subscriptions.subscribe(tenantOf(request), request.body);
        return {
          message: translateMessage('message.subscribed', request.language),
          data: { ...result.subscription, invoice: result.invoice },
        };
      },
    );

    app.patch(
      '/agency/subscriptions',
      {
        config: manage,
        schema: {
          tags: ['subscription'],
          summary: 'Change the plan or its period (prorated)',
          body: changePlanBodySchema,
          response: { 200: subscriptionChangeResponseSchema },
        },
      },
      async (request) => {
        const result = await subscriptions.changePlan(tenantOf(request), request.body);
        return {
          message: translateMessage('message.planChanged', request.language),
          data: { ...result.subscription, invoice: result.invoice },
        };
      },
    );

    app.get(
      '/agency/subscriptions/payment-methods',
      {
        config: manage,
        schema: { tags: ['subscription'], summary: 'The saved card', response: { 200: paymentMethodResponseSchema } },
      },
      async (request) => ({ data: await subscriptions.paymentMethod(tenantOf(request)) }),
    );

    app.patch(
      '/agency/subscriptions/payment-methods',
      {
        config: manage,
        schema: {
          tags: ['subscription'],
          summary: "Save a card by the gateway's token (checked at once; 3-D Secure may be asked)",
          body: paymentMethodBodySchema,
          response: { 200: paymentMethodResponseSchema },
        },
      },
      async (request) => ({ data: await subscriptions.savePaymentMethod(tenantOf(request), request.body.token) }),
    );

    app.post(
      '/agency/subscriptions/payment-methods/verify',
      {
        config: manage,
        schema: {
          tags: ['subscription'],
          summary: 'After the 3-D Secure challenge: the saved card is checked again',
          response: { 200: paymentMethodResponseSchema },
        },
      },
      async (request) => ({ data: await subscriptions.verifyPaymentMethod(tenantOf(request)) }),
    );

    app.get(
      '/agency/subscriptions/invoices/:id/pdf',
      {
        config: manage,
        schema: { tags: ['subscription'], summary: 'An invoice as a PDF', params: invoiceParamsSchema },
      },
      async (request, reply) => {
        const file = await subscriptions.invoiceFile(tenantOf(request), request.params.id, readerLanguage(request));
        return sendPdf(reply, file.filename, file.pdf);
      },
    );

    app.get(
      '/getCurrentPaymentGateway',
      {
        config: { permission: 'public' },
        schema: {
          tags: ['subscription'],
          summary: 'The card gateway of the card form and its public key',
          response: { 200: paymentGatewayResponseSchema },
        },
      },
      async () => ({
        data: { gateway: gateway.name, publicKey: gateway.client.publicKey, tokenUrl: gateway.client.tokenUrl },
      }),
    );
  };
}
