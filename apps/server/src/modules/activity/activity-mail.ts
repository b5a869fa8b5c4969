import { moduleMail, type MailTexts, type ModuleMail } from '../../platform/mail/templates';

/**
 * An activity booking's mails: booked and paid (confirmed at once, with the ticket; or awaiting
 * the supplier), the supplier's answer to a manual booking (confirmed, or turned down and
 * refunded), cancelled.
 */
export type ActivityMailTemplate =
  | {
      kind: 'activity-confirmed';
      name: string;
      reference: string;
      activity: string;
      start: string;
      meetingPoint: string;
      total: string;
      /** Awaiting the supplier's confirmation (by this time). */
      pendingUntil: string | null;
      link: string;
    }
  | {
      kind: 'activity-supplier-confirmed';
      name: string;
      reference: string;
      activity: string;
      start: string;
      link: string;
    }
  | { kind: 'activity-rejected'; name: string; reference: string; activity: string; link: string }
  | { kind: 'activity-cancelled'; name: string; reference: string; activity: string; refund: string; link: string };

const TEXTS: MailTexts<ActivityMailTemplate> = {
  en: (t, agency) => {
    switch (t.kind) {
      case 'activity-confirmed':
        return {
          subject: t.pendingUntil
            ? `Activity booked, awaiting confirmation: ${t.reference}`
            : `Activity confirmed: ${t.reference}`,
          lines: [
            `Hello ${t.name},`,
            t.pendingUntil
              ? `Your booking of ${t.activity} with ${agency} is paid (${t.total}). The operator confirms it by ${t.pendingUntil}: we will write to you then.`
              : `Your booking of ${t.activity} with ${agency} is confirmed and paid (${t.total}). Your ticket is attached.`,
            `Starts: ${t.start}`,
            `Meeting point: ${t.meetingPoint}`,
          ],
          action: { label: 'See my trip', url: t.link },
        };
      case 'activity-supplier-confirmed':
        return {
          subject: `Activity confirmed by the operator: ${t.reference}`,
          lines: [`Hello ${t.name},`, `The operator confirmed ${t.activity} (${t.start}). Your ticket is attached.`],
          action: { label: 'See my trip', url: t.link },
        };
      case 'activity-rejected':
        return {
          subject: `Activity not confirmed: ${t.reference}`,
          lines: [
            `Hello ${t.name},`,
            `The operator could not confirm ${t.activity} (${t.reference}). The booking is cancelled and anything you paid is refunded in full.`,
          ],
          action: { label: 'See my trip', url: t.link },
          note: 'Refunds reach your card within 5 to 10 business days.',
        };
      case 'activity-cancelled':
        return {
          subject: `Activity cancelled: ${t.reference}`,
          lines: [
            `Hello ${t.name},`,
            `Your booking of ${t.activity} (${t.reference}) is cancelled. Refund: ${t.refund}.`,
          ],
          action: { label: 'See my trip', url: t.link },
          note: 'Refunds reach your card within 5 to 10 business days.',
        };
    }
  },
  pt: (t, agency) => {
    switch (t.kind) {
      case 'activity-confirmed':
        return {
          subject: t.pendingUntil
            ? `Atividade reservada, aguardando confirmação: ${t.reference}`
            : `Atividade confirmada: ${t.reference}`,
          lines: [
            `Olá ${t.name},`,
            t.pendingUntil
              ? `Sua reserva de ${t.activity} com ${agency} está paga (${t.total}). O operador vai confirmá-la até ${t.pendingUntil}: escreveremos para você nesse momento.`
              : `Sua reserva de ${t.activity} com ${agency} está confirmada e paga (${t.total}). O ingresso segue em anexo.`,
            `Início: ${t.start}`,
            `Ponto de encontro: ${t.meetingPoint}`,
          ],
          action: { label: 'Ver minha viagem', url: t.link },
        };
      case 'activity-supplier-confirmed':
        return {
          subject: `Atividade confirmada pelo operador: ${t.reference}`,
          lines: [`Olá ${t.name},`, `O operador confirmou ${t.activity} (${t.start}). O ingresso segue em anexo.`],
          action: { label: 'Ver minha viagem', url: t.link },
        };
      case 'activity-rejected':
        return {
          subject: `Atividade não confirmada: ${t.reference}`,
          lines: [
            `Olá ${t.name},`,
            `O operador não pôde confirmar ${t.activity} (${t.reference}). A reserva foi cancelada e qualquer valor pago será reembolsado integralmente.`,
          ],
          action: { label: 'Ver minha viagem', url: t.link },
          note: 'O reembolso chega ao seu cartão em 5 a 10 dias úteis.',
        };
      case 'activity-cancelled':
        return {
          subject: `Atividade cancelada: ${t.reference}`,
          lines: [
            `Olá ${t.name},`,
            `Sua reserva de ${t.activity} (${t.reference}) foi cancelada. Reembolso: ${t.refund}.`,
          ],
          action: { label: 'Ver minha viagem', url: t.link },
          note: 'O reembolso chega ao seu cartão em 5 a 10 dias úteis.',
        };
    }
  },
  es: (t, agency) => {
    switch (t.kind) {
      case 'activity-confirmed':
        return {
          subject: t.pendingUntil
            ? `Actividad reservada, pendiente de confirmación: ${t.reference}`
            : `Actividad confirmada: ${t.reference}`,
          lines: [
            `Hola ${t.name}:`,
            t.pendingUntil
              ? `Tu reserva de ${t.activity} con ${agency} está pagada (${t.total}). El operador la confirma antes de ${t.pendingUntil}: te escribiremos entonces.`
              : `Tu reserva de ${t.activity} con ${agency} está confirmada y pagada (${t.total}). Tu entrada va adjunta.`,
            `Empieza: ${t.start}`,
            `Punto de encuentro: ${t.meetingPoint}`,
          ],
          action: { label: 'Ver mi viaje', url: t.link },
        };
      case 'activity-supplier-confirmed':
        return {
          subject: `Actividad confirmada por el operador: ${t.reference}`,
          lines: [`Hola ${t.name}:`, `El operador confirmó ${t.activity} (${t.start}). Tu entrada va adjunta.`],
          action: { label: 'Ver mi viaje', url: t.link },
        };
      case 'activity-rejected':
        return {
          subject: `Actividad no confirmada: ${t.reference}`,
          lines: [
            `Hola ${t.name}:`,
            `El operador no pudo confirmar ${t.activity} (${t.reference}). La reserva está cancelada y se reembolsa íntegramente lo que hayas pagado.`,
          ],
          action: { label: 'Ver mi viaje', url: t.link },
          note: 'El reembolso llega a tu tarjeta en 5 a 10 días hábiles.',
        };
      case 'activity-cancelled':
        return {
          subject: `Actividad cancelada: ${t.reference}`,
          lines: [
            `Hola ${t.name}:`,
            `Tu reserva de ${t.activity} (${t.reference}) está cancelada. Reembolso: ${t.refund}.`,
          ],
          action: { label: 'Ver mi viaje', url: t.link },
          note: 'El reembolso llega a tu tarjeta en 5 a 10 días hábiles.',
        };
    }
  },
};

export function activityMail(template: ActivityMailTemplate): ModuleMail {
  return moduleMail(TEXTS, template);
}
