import type { Language } from '@travel/contracts';
import { renderPdf } from '../../platform/pdf/pdf-document';
import { moduleMail, type MailTexts, type ModuleMail } from '../../platform/mail/templates';
import type { ItineraryEntry } from '../booking/vertical';

/** The itinerary an agent e-mails a client: one entry per booking, every time local to its place. */
export interface ItineraryMailTemplate {
  kind: 'agency-itinerary';
  name: string;
  agent: string;
  /** The agent's own note, or null. */
  message: string | null;
  entries: ItineraryEntry[];
}

const entryLines = (entries: ItineraryEntry[]) =>
  entries.flatMap((entry) => [entry.title, ...entry.lines.map((line) => `• ${line}`)]);

const TEXTS: MailTexts<ItineraryMailTemplate> = {
  en: (t, agency) => ({
    subject: `Your itinerary from ${agency}`,
    lines: [
      `Hello ${t.name},`,
      `${t.agent} at ${agency} sent you your itinerary. The PDF is attached.`,
      ...(t.message ? [t.message] : []),
      ...entryLines(t.entries),
    ],
    note: 'Times are local to each place.',
  }),
  pt: (t, agency) => ({
    subject: `Seu itinerário de ${agency}`,
    lines: [
      `Olá ${t.name},`,
      `${t.agent}, da ${agency}, enviou o seu itinerário. O PDF segue em anexo.`,
      ...(t.message ? [t.message] : []),
      ...entryLines(t.entries),
    ],
    note: 'Os horários são locais de cada lugar.',
  }),
  es: (t, agency) => ({
    subject: `Su itinerario de ${agency}`,
    lines: [
      `Hola ${t.name},`,
      `${t.agent}, de ${agency}, le envió su itinerario. El PDF va adjunto.`,
      ...(t.message ? [t.message] : []),
      ...entryLines(t.entries),
    ],
    note: 'Los horarios son locales de cada lugar.',
  }),
};

const PDF_TITLE: Record<Language, string> = { en: 'Itinerary', pt: 'Itinerário', es: 'Itinerario' };
const PDF_NOTE: Record<Language, string> = {
  en: 'Times are local to each place.',
  pt: 'Os horários são locais de cada lugar.',
  es: 'Los horarios son locales de cada lugar.',
};

/** Arrows and dashes the standard PDF fonts lack, in letters they have (not '?'). */
const latinDashes = (line: string) => line.replaceAll('→', '->').replaceAll('–', '-');

/** The itinerary as a PDF: the agency, then each booking's title and lines. */
export function renderItineraryPdf(agencyName: string, template: ItineraryMailTemplate, language: Language) {
  return renderPdf(
    { title: `${PDF_TITLE[language]} ${template.name}`, author: agencyName, subject: PDF_TITLE[language] },
    (pdf) => {
      pdf.title(agencyName);
      pdf.subtitle(`${PDF_TITLE[language]}: ${template.name}`);
      pdf.line(PDF_NOTE[language]);
      for (const entry of template.entries) {
        pdf.heading(entry.title);
        for (const line of entry.lines) pdf.line(latinDashes(line));
      }
    },
  );
}

/** The itinerary mail with its PDF. */
export function itineraryMail(template: ItineraryMailTemplate, language: Language): ModuleMail {
  return {
    ...moduleMail(TEXTS, template),
    attachments: async (agencyName) => [
      {
        filename: 'itinerary.pdf',
        contentType: 'application/pdf',
        content: await renderItineraryPdf(agencyName, template, language),
      },
    ],
  };
}
