import { moduleMail, type MailTexts, type ModuleMail } from '../../platform/mail/templates';

/** A car booking's mails: confirmed and paid (with the rental terms), cancelled. */
export type CarMailTemplate =
  | {
      kind: 'car-confirmed';
      name: string;
      reference: string;
      confirmation: string;
      car: string;
      pickUp: string;
      dropOff: string;
      total: string;
      atCounter: string | null;
      link: string;
    }
  | { kind: 'car-cancelled'; name: string; reference: string; car: string; refund: string; link: string };

const TEXTS: MailTexts<CarMailTemplate> = {
  en: (t, agency) => {
    switch (t.kind) {
      case 'car-confirmed':
        return {
          subject: `Car rental confirmed: ${t.reference}`,
          lines: [
            `Hello ${t.name},`,
            `Your ${t.car} booked with ${agency} is confirmed and paid (${t.total}). Confirmation number: ${t.confirmation}.`,
            `Pick-up: ${t.pickUp}`,
            `Return: ${t.dropOff}`,
            ...(t.atCounter ? [`To pay at the counter: ${t.atCounter}.`] : []),
            'The rental terms are attached: bring your driving licence and a credit card in your name.',
          ],
          action: { label: 'See my trip', url: t.link },
        };
      case 'car-cancelled':
        return {
          subject: `Car rental cancelled: ${t.reference}`,
          lines: [`Hello ${t.name},`, `Your ${t.car} (${t.reference}) is cancelled. Refund: ${t.refund}.`],
          action: { label: 'See my trip', url: t.link },
          note: 'Refunds reach your card within 5 to 10 business days.',
        };
    }
  },
  pt: (t, agency) => {
    switch (t.kind) {
      case 'car-confirmed':
        return {
          subject: `Aluguel de carro confirmado: ${t.reference}`,
          lines: [
            `Olá ${t.name},`,
            `Seu ${t.car} reservado com ${agency} está confirmado e pago (${t.total}). Número de confirmação: ${t.confirmation}.`,
            `Retirada: ${t.pickUp}`,
            `Devolução: ${t.dropOff}`,
            ...(t.atCounter ? [`A pagar no balcão: ${t.atCounter}.`] : []),
            'As condições de aluguel seguem em anexo: leve a sua carteira de motorista e um cartão de crédito em seu nome.',
          ],
          action: { label: 'Ver minha viagem', url: t.link },
        };
      case 'car-cancelled':
        return {
          subject: `Aluguel de carro cancelado: ${t.reference}`,
          lines: [`Olá ${t.name},`, `Seu ${t.car} (${t.reference}) foi cancelado. Reembolso: ${t.refund}.`],
          action: { label: 'Ver minha viagem', url: t.link },
          note: 'O reembolso chega ao seu cartão em 5 a 10 dias úteis.',
        };
    }
  },
  es: (t, agency) => {
    switch (t.kind) {
      case 'car-confirmed':
        return {
          subject: `Alquiler de coche confirmado: ${t.reference}`,
          lines: [
            `Hola ${t.name}:`,
            `Tu ${t.car} reservado con ${agency} está confirmado y pagado (${t.total}). Número de confirmación: ${t.confirmation}.`,
            `Recogida: ${t.pickUp}`,
            `Devolución: ${t.dropOff}`,
            ...(t.atCounter ? [`A pagar en el mostrador: ${t.atCounter}.`] : []),
            'Las condiciones de alquiler van adjuntas: lleva tu carné de conducir y una tarjeta de crédito a tu nombre.',
          ],
          action: { label: 'Ver mi viaje', url: t.link },
        };
      case 'car-cancelled':
        return {
          subject: `Alquiler de coche cancelado: ${t.reference}`,
          lines: [`Hola ${t.name}:`, `Tu ${t.car} (${t.reference}) está cancelado. Reembolso: ${t.refund}.`],
          action: { label: 'Ver mi viaje', url: t.link },
          note: 'El reembolso llega a tu tarjeta en 5 a 10 días hábiles.',
        };
    }
  },
};

export function carMail(template: CarMailTemplate): ModuleMail {
  return moduleMail(TEXTS, template);
}
