import { moduleMail, type MailTexts, type ModuleMail } from '../../platform/mail/templates';

/** How long a created client's invitation (a set-password link) stays valid. */
export const CLIENT_INVITATION_TTL_MS = 7 * 24 * 3_600_000;

/** The mail a client created in the back-office gets: a link to choose their password. */
export interface ClientInvitationMail {
  kind: 'client-invitation';
  name: string;
  inviter: string;
  link: string;
}

const TEXTS: MailTexts<ClientInvitationMail> = {
  en: (t, agency) => ({
    subject: `${agency} created your traveller account`,
    lines: [
      `Hello ${t.name},`,
      `${t.inviter} created an account for you at ${agency}, to book and follow your trips.`,
      'Choose your password to activate it.',
    ],
    action: { label: 'Choose my password', url: t.link },
    note: 'This link is valid for 7 days and works once.',
  }),
  pt: (t, agency) => ({
    subject: `${agency} criou sua conta de viajante`,
    lines: [
      `Olá ${t.name},`,
      `${t.inviter} criou uma conta para você em ${agency}, para reservar e acompanhar suas viagens.`,
      'Escolha sua senha para ativá-la.',
    ],
    action: { label: 'Escolher minha senha', url: t.link },
    note: 'Este link é válido por 7 dias e funciona uma vez.',
  }),
  es: (t, agency) => ({
    subject: `${agency} creó su cuenta de viajero`,
    lines: [
      `Hola ${t.name},`,
      `${t.inviter} creó una cuenta para usted en ${agency}, para reservar y seguir sus viajes.`,
      'Elija su contraseña para activarla.',
    ],
    action: { label: 'Elegir mi contraseña', url: t.link },
    note: 'Este enlace es válido durante 7 días y funciona una vez.',
  }),
};

export function clientInvitationMail(template: Omit<ClientInvitationMail, 'kind'>): ModuleMail {
  return moduleMail(TEXTS, { kind: 'client-invitation', ...template });
}
