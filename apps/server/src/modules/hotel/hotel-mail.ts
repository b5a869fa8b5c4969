import { moduleMail, type MailTexts, type ModuleMail } from '../../platform/mail/templates';

/** A hotel booking's mails: confirmed and paid (with the voucher), cancelled. */
export type HotelMailTemplate =
  | {
      kind: 'hotel-confirmed';
      name: string;
      reference: string;
      hotel: string;
      stay: string;
      rooms: string[];
      total: string;
      link: string;
    }
  | { kind: 'hotel-cancelled'; name: string; reference: string; hotel: string; refund: string; link: string };

const TEXTS: MailTexts<HotelMailTemplate> = {
  en: (t, agency) => {
    switch (t.kind) {
      case 'hotel-confirmed':
        return {
          subject: `Hotel booking confirmed: ${t.reference}`,
          lines: [
            `Hello ${t.name},`,
            `Your stay at ${t.hotel} booked with ${agency} is confirmed and paid (${t.total}).`,
            t.stay,
            ...t.rooms,
            'Your voucher is attached: show it at the reception.',
          ],
          action: { label: 'See my trip', url: t.link },
        };
      case 'hotel-cancelled':
        return {
          subject: `Hotel booking cancelled: ${t.reference}`,
          lines: [`Hello ${t.name},`, `Your stay at ${t.hotel} (${t.reference}) is cancelled. Refund: ${t.refund}.`],
          action: { label: 'See my trip', url: t.link },
          note: 'Refunds reach your card within 5 to 10 business days.',
        };
    }
  },
  pt: (t, agency) => {
    switch (t.kind) {
      case 'hotel-confirmed':
        return {
          subject: `Reserva de hotel confirmada: ${t.reference}`,
          lines: [
            `Olá ${t.name},`,
            `Sua estadia no ${t.hotel} reservada com ${agency} está confirmada e paga (${t.total}).`,
            t.stay,
            ...t.rooms,
            'Seu voucher segue em anexo: apresente-o na recepção.',
          ],
          action: { label: 'Ver minha viagem', url: t.link },
        };
      case 'hotel-cancelled':
        return {
          subject: `Reserva de hotel cancelada: ${t.reference}`,
          lines: [
            `Olá ${t.name},`,
            `Sua estadia no ${t.hotel} (${t.reference}) foi cancelada. Reembolso: ${t.refund}.`,
          ],
          action: { label: 'Ver minha viagem', url: t.link },
          note: 'O reembolso chega ao seu cartão em 5 a 10 dias úteis.',
        };
    }
  },
  es: (t, agency) => {
    switch (t.kind) {
      case 'hotel-confirmed':
        return {
          subject: `Reserva de hotel confirmada: ${t.reference}`,
          lines: [
            `Hola ${t.name}:`,
            `Tu estancia en ${t.hotel} reservada con ${agency} está confirmada y pagada (${t.total}).`,
            t.stay,
            ...t.rooms,
            'Tu bono va adjunto: muéstralo en la recepción.',
          ],
          action: { label: 'Ver mi viaje', url: t.link },
        };
      case 'hotel-cancelled':
        return {
          subject: `Reserva de hotel cancelada: ${t.reference}`,
          lines: [
            `Hola ${t.name}:`,
            `Tu estancia en ${t.hotel} (${t.reference}) está cancelada. Reembolso: ${t.refund}.`,
          ],
          action: { label: 'Ver mi viaje', url: t.link },
          note: 'El reembolso llega a tu tarjeta en 5 a 10 días hábiles.',
        };
    }
  },
};

export function hotelMail(template: HotelMailTemplate): ModuleMail {
  return moduleMail(TEXTS, template);
}
