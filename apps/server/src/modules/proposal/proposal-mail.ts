import { moduleMail, type MailTexts, type ModuleMail } from '../../platform/mail/templates';

/** The client's answer as the agent's mail names it. */
export type ProposalAnswer = 'approved' | 'disapproved' | 'booking_requested';

type ProposalMail =
  | {
      kind: 'proposal-sent';
      client: string;
      agent: string;
      hotels: string[];
      note: string;
      validUntil: string;
      link: string;
    }
  | {
      kind: 'proposal-answered';
      client: string;
      answer: ProposalAnswer;
      /** The option's hotel (approved, booking asked). */
      hotel: string | null;
      reason: string | null;
      link: string;
    };

const TEXTS: MailTexts<ProposalMail> = {
  en: (t) => {
    if (t.kind === 'proposal-sent')
      return {
        subject: `${t.agent} sent you a hotel proposal`,
        lines: [
          `Hello ${t.client},`,
          `${t.agent} chose ${t.hotels.length === 1 ? 'a hotel' : `${t.hotels.length} hotels`} for you: ${t.hotels.join(', ')}.`,
          ...(t.note ? [`"${t.note}"`] : []),
          'Prices are checked again when you open it. Approve the one you like, ask us to book it, or tell us why not.',
        ],
        action: { label: 'See the proposal', url: t.link },
        note: `This proposal is valid until ${t.validUntil}.`,
      };
    const what = {
      approved: `${t.client} approved ${t.hotel ?? 'an option'}.`,
      booking_requested: `${t.client} asks you to book ${t.hotel ?? 'an option'} for them.`,
      disapproved: `${t.client} disapproved your proposal.${t.reason ? ` Reason: ${t.reason}` : ''}`,
    }[t.answer];
    return {
      subject: `${t.client} answered your proposal`,
      lines: [what],
      action: { label: 'Open the proposal', url: t.link },
    };
  },
  pt: (t) => {
    if (t.kind === 'proposal-sent')
      return {
        subject: `${t.agent} enviou uma proposta de hotel para você`,
        lines: [
          `Olá ${t.client},`,
          `${t.agent} escolheu ${t.hotels.length === 1 ? 'um hotel' : `${t.hotels.length} hotéis`} para você: ${t.hotels.join(', ')}.`,
          ...(t.note ? [`"${t.note}"`] : []),
          'Os preços são verificados de novo quando você a abrir. Aprove o que preferir, peça para reservarmos ou diga por que não.',
        ],
        action: { label: 'Ver a proposta', url: t.link },
        note: `Esta proposta é válida até ${t.validUntil}.`,
      };
    const what = {
      approved: `${t.client} aprovou ${t.hotel ?? 'uma opção'}.`,
      booking_requested: `${t.client} pede que você reserve ${t.hotel ?? 'uma opção'}.`,
      disapproved: `${t.client} recusou sua proposta.${t.reason ? ` Motivo: ${t.reason}` : ''}`,
    }[t.answer];
    return {
      subject: `${t.client} respondeu à sua proposta`,
      lines: [what],
      action: { label: 'Abrir a proposta', url: t.link },
    };
  },
  es: (t) => {
    if (t.kind === 'proposal-sent')
      return {
        subject: `${t.agent} le envió una propuesta de hotel`,
        lines: [
          `Hola ${t.client},`,
          `${t.agent} eligió ${t.hotels.length === 1 ? 'un hotel' : `${t.hotels.length} hoteles`} para usted: ${t.hotels.join(', ')}.`,
          ...(t.note ? [`"${t.note}"`] : []),
          'Los precios se comprueban de nuevo al abrirla. Apruebe el que prefiera, pídanos que lo reservemos o díganos por qué no.',
        ],
        action: { label: 'Ver la propuesta', url: t.link },
        note: `Esta propuesta es válida hasta el ${t.validUntil}.`,
      };
    const what = {
      approved: `${t.client} aprobó ${t.hotel ?? 'una opción'}.`,
      booking_requested: `${t.client} le pide que reserve ${t.hotel ?? 'una opción'}.`,
      disapproved: `${t.client} rechazó su propuesta.${t.reason ? ` Motivo: ${t.reason}` : ''}`,
    }[t.answer];
    return {
      subject: `${t.client} respondió a su propuesta`,
      lines: [what],
      action: { label: 'Abrir la propuesta', url: t.link },
    };
  },
};

export const proposalMail = (template: ProposalMail): ModuleMail => moduleMail(TEXTS, template);
