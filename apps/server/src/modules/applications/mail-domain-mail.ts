import { moduleMail, type MailTexts, type ModuleMail } from '../../platform/mail/templates';

interface MailDomainTest {
  kind: 'mail-domain-test';
  domain: string;
}

const TEXTS: MailTexts<MailDomainTest> = {
  en: (t, agency) => ({
    subject: `Test e-mail from ${agency}`,
    lines: [`This test e-mail was sent from ${t.domain}, signed with its DKIM key.`, 'Your own mail domain works.'],
  }),
  pt: (t, agency) => ({
    subject: `E-mail de teste de ${agency}`,
    lines: [
      `Este e-mail de teste foi enviado de ${t.domain}, assinado com a chave DKIM dele.`,
      'Seu domínio de e-mail funciona.',
    ],
  }),
  es: (t, agency) => ({
    subject: `Correo de prueba de ${agency}`,
    lines: [
      `Este correo de prueba se envió desde ${t.domain}, firmado con su clave DKIM.`,
      'Tu dominio de correo funciona.',
    ],
  }),
};

export const mailDomainTestMail = (domain: string): ModuleMail =>
  moduleMail(TEXTS, { kind: 'mail-domain-test', domain });
