import type { FlightLeg } from '@travel/contracts';
import { moduleMail, type MailTexts, type ModuleMail } from '../../platform/mail/templates';

/** A flight booking's mails: confirmed and paid, ticketed, cancelled or voided. */
export type FlightMailTemplate =
  | { kind: 'flight-confirmed'; name: string; reference: string; itinerary: string[]; total: string; link: string }
  | { kind: 'flight-ticketed'; name: string; reference: string; pnr: string; tickets: string[]; link: string }
  | { kind: 'flight-cancelled'; name: string; reference: string; refund: string; link: string };

const TEXTS: MailTexts<FlightMailTemplate> = {
  en: (t, agency) => {
    switch (t.kind) {
      case 'flight-confirmed':
        return {
          subject: `Booking confirmed: ${t.reference}`,
          lines: [
            `Hello ${t.name},`,
            `Your flight booking ${t.reference} with ${agency} is confirmed and paid (${t.total}).`,
            ...t.itinerary,
            'Your e-tickets will follow once the booking is ticketed.',
          ],
          action: { label: 'See my trip', url: t.link },
        };
      case 'flight-ticketed':
        return {
          subject: `Your e-tickets: ${t.reference} (PNR ${t.pnr})`,
          lines: [
            `Hello ${t.name},`,
            `Your booking ${t.reference} is ticketed. Airline reference (PNR): ${t.pnr}.`,
            ...t.tickets,
          ],
          action: { label: 'See my trip', url: t.link },
        };
      case 'flight-cancelled':
        return {
          subject: `Booking cancelled: ${t.reference}`,
          lines: [`Hello ${t.name},`, `Your booking ${t.reference} is cancelled. Refund: ${t.refund}.`],
          action: { label: 'See my trip', url: t.link },
          note: 'Refunds reach your card within 5 to 10 business days.',
        };
    }
  },
  pt: (t, agency) => {
    switch (t.kind) {
      case 'flight-confirmed':
        return {
          subject: `Reserva confirmada: ${t.reference}`,
          lines: [
            `Olá ${t.name},`,
            `Sua reserva de voo ${t.reference} com ${agency} está confirmada e paga (${t.total}).`,
            ...t.itinerary,
            'Suas passagens eletrônicas chegarão assim que a reserva for emitida.',
          ],
          action: { label: 'Ver minha viagem', url: t.link },
        };
      case 'flight-ticketed':
        return {
          subject: `Suas passagens: ${t.reference} (PNR ${t.pnr})`,
          lines: [
            `Olá ${t.name},`,
            `Sua reserva ${t.reference} foi emitida. Localizador da companhia (PNR): ${t.pnr}.`,
            ...t.tickets,
          ],
          action: { label: 'Ver minha viagem', url: t.link },
        };
      case 'flight-cancelled':
        return {
          subject: `Reserva cancelada: ${t.reference}`,
          lines: [`Olá ${t.name},`, `Sua reserva ${t.reference} foi cancelada. Reembolso: ${t.refund}.`],
          action: { label: 'Ver minha viagem', url: t.link },
          note: 'Os reembolsos chegam ao seu cartão em 5 a 10 dias úteis.',
        };
    }
  },
  es: (t, agency) => {
    switch (t.kind) {
      case 'flight-confirmed':
        return {
          subject: `Reserva confirmada: ${t.reference}`,
          lines: [
            `Hola ${t.name},`,
            `Su reserva de vuelo ${t.reference} con ${agency} está confirmada y pagada (${t.total}).`,
            ...t.itinerary,
            'Sus billetes electrónicos llegarán cuando la reserva se emita.',
          ],
          action: { label: 'Ver mi viaje', url: t.link },
        };
      case 'flight-ticketed':
        return {
          subject: `Sus billetes: ${t.reference} (PNR ${t.pnr})`,
          lines: [
            `Hola ${t.name},`,
            `Su reserva ${t.reference} está emitida. Localizador de la aerolínea (PNR): ${t.pnr}.`,
            ...t.tickets,
          ],
          action: { label: 'Ver mi viaje', url: t.link },
        };
      case 'flight-cancelled':
        return {
          subject: `Reserva cancelada: ${t.reference}`,
          lines: [`Hola ${t.name},`, `Su reserva ${t.reference} está cancelada. Reembolso: ${t.refund}.`],
          action: { label: 'Ver mi viaje', url: t.link },
          note: 'Los reembolsos llegan a su tarjeta en 5 a 10 días hábiles.',
        };
    }
  },
};

/** A flight mail in the agency's frame, for the booking core to write to the outbox (`sendMail`). */
export function flightMail(template: FlightMailTemplate): ModuleMail {
  return moduleMail(TEXTS, template);
}

/** A booking's legs as the confirmation lists them: route, local times, day offset, airline. */
export function itineraryLines(legs: FlightLeg[]): string[] {
  return legs.map(
    (leg) =>
      `${leg.origin} → ${leg.destination}: ${leg.departureTime.replace('T', ' ')} – ${leg.arrivalTime.slice(11)}${leg.arrivalDayOffset ? ` (${leg.arrivalDayOffset > 0 ? '+' : ''}${leg.arrivalDayOffset})` : ''}, ${leg.airlineName}`,
  );
}
