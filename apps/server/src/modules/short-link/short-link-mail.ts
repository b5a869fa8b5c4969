import { moduleMail, type MailTexts, type ModuleMail } from '../../platform/mail/templates';

/** An agent shares a short link by e-mail: who sent it, their note, the link. */
interface ShortLinkMail {
  kind: 'short-link';
  sender: string;
  note: string | null;
  link: string;
}

const TEXTS: MailTexts<ShortLinkMail> = {
  en: (t, agency) => ({
    subject: `${t.sender} of ${agency} shared a trip with you`,
    lines: [`Hello,`, `${t.sender} of ${agency} thought you would like this.`, ...(t.note ? [t.note] : [])],
    action: { label: 'Open the link', url: t.link },
  }),
  pt: (t, agency) => ({
    subject: `${t.sender}, da ${agency}, compartilhou uma viagem com você`,
    lines: [`Olá,`, `${t.sender}, da ${agency}, achou que você iria gostar disto.`, ...(t.note ? [t.note] : [])],
    action: { label: 'Abrir o link', url: t.link },
  }),
  es: (t, agency) => ({
    subject: `${t.sender}, de ${agency}, ha compartido un viaje contigo`,
    lines: [`Hola:`, `${t.sender}, de ${agency}, pensó que esto te gustaría.`, ...(t.note ? [t.note] : [])],
    action: { label: 'Abrir el enlace', url: t.link },
  }),
};

export function shortLinkMail(sender: string, note: string | null, link: string): ModuleMail {
  return moduleMail(TEXTS, { kind: 'short-link', sender, note, link });
}
