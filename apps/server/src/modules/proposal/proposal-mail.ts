import type { Language, ProposalExtraKind } from '@travel/contracts';
import { moduleMail, type MailTexts, type ModuleMail } from '../../platform/mail/templates';

/** The client's answer as the agent's mail names it. */
export type ProposalAnswer = 'approved' | 'disapproved' | 'booking_requested';

/** An extra as the client's mail names it. */
export interface MailExtra {
  kind: ProposalExtraKind;
  title: string;
  provider: string;
  /** The total priced for the client when proposed, in the recipient's language. */
  price: string;
}

const EXTRA_WORDS: Record<Language, { intro: string } & Record<ProposalExtraKind, string>> = {
  en: { intro: 'Also proposed for your trip:', flight: 'Flight', car: 'Car rental', activity: 'Activity' },
  pt: { intro: 'Também proposto para a sua viagem:', flight: 'Voo', car: 'Aluguel de carro', activity: 'Atividade' },
  es: {
    intro: 'También le proponemos para su viaje:',
    flight: 'Vuelo',
    car: 'Alquiler de coche',
    activity: 'Actividad',
  },
};

/** The mail's lines naming the extras (none when there are none): what each is, by whom, its price. */
const extraLines = (extras: MailExtra[], language: Language): string[] => {
  const words = EXTRA_WORDS[language];
  if (extras.length === 0) return [];
  return [
    words.intro,
    ...extras.map(
      (extra) => `${words[extra.kind]}: ${extra.title}${extra.provider ? ` (${extra.provider})` : ''}, ${extra.price}`,
    ),
  ];
};

type ProposalMail =
  | {
      kind: 'proposal-sent';
      client: string;
      agent: string;
      hotels: string[];
      /** The flight, car and activity beside the hotels, each with its price for the client (formatted). */
      extras: MailExtra[];
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
          ...extraLines(t.extras, 'en'),
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
          ...extraLines(t.extras, 'pt'),
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
          ...extraLines(t.extras, 'es'),
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
