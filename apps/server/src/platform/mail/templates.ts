import type { Language } from '@travel/contracts';
import { escapeHtml } from '../web/index-html';

/** What every mail needs to look like the agency's: name, logo, colour, site address. */
export interface MailBrand {
  agencyName: string;
  /** Absolute URL of the logo, or null. */
  logoUrl: string | null;
  primaryColor: string;
  /** The agency's own site, e.g. https://demo.example.com */
  siteUrl: string;
}

/** The mails of accounts, written here; a vertical's booking mails are `ModuleMail`s. */
export type AccountMail =
  | { kind: 'verify-email'; name: string; link: string }
  | { kind: 'reset-password'; name: string; link: string }
  | { kind: 'password-changed'; name: string }
  | { kind: 'invitation'; inviter: string; link: string }
  | { kind: 'email-change-code'; name: string; code: string }
  | { kind: 'email-changed'; name: string; newEmail: string }
  | { kind: 'social-email-code'; name: string; code: string };

/** What a mail says: the frame below puts it in the agency's colours. */
export interface MailCopy {
  subject: string;
  lines: string[];
  /** The one button, its address repeated below it. */
  action?: { label: string; url: string };
  /** Small print under the text. */
  note?: string;
}

/** A mail's copy in each language, from its values and the agency's name. */
export type MailTexts<T> = Record<Language, (template: T, agency: string) => MailCopy>;

/**
 * A mail whose copy lives with its module (a vertical's booking mails, e.g.
 * modules/flight/flight-mail.ts): its name in the outbox and its copy in a language.
 */
export interface ModuleMail {
  kind: string;
  copy(language: Language, agency: string): MailCopy;
}

/** A module's mail: `template` written with `texts`. */
export function moduleMail<T extends { kind: string }>(texts: MailTexts<T>, template: T): ModuleMail {
  return { kind: template.kind, copy: (language, agency) => texts[language](template, agency) };
}

type Texts = (template: AccountMail, agency: string) => MailCopy;

const en: Texts = (t, agency) => {
  switch (t.kind) {
    case 'verify-email':
      return {
        subject: `Confirm your e-mail for ${agency}`,
        lines: [
          `Hello ${t.name},`,
          `Thanks for registering with ${agency}. Please confirm your e-mail address to activate your account.`,
        ],
        action: { label: 'Confirm my e-mail', url: t.link },
        note: 'This link is valid for 24 hours. If you did not register, you can ignore this message.',
      };
    case 'reset-password':
      return {
        subject: `Reset your ${agency} password`,
        lines: [`Hello ${t.name},`, 'We received a request to reset your password.'],
        action: { label: 'Choose a new password', url: t.link },
        note: 'This link is valid for 1 hour and works once. If you did not ask for it, your password stays as it is.',
      };
    case 'password-changed':
      return {
        subject: `Your ${agency} password was changed`,
        lines: [`Hello ${t.name},`, 'Your password was just changed and you were signed out on your other devices.'],
        note: 'If this was not you, reset your password at once and contact us.',
      };
    case 'invitation':
      return {
        subject: `${t.inviter} invited you to join ${agency}`,
        lines: [
          `${t.inviter} invited you to join ${agency} as a travel agent.`,
          'Create your account to start booking for your clients.',
        ],
        action: { label: 'Accept the invitation', url: t.link },
        note: 'This invitation is valid for 7 days.',
      };
    case 'email-change-code':
      return {
        subject: `Your ${agency} verification code`,
        lines: [`Hello ${t.name},`, `Use this code to confirm your new e-mail address: ${t.code}`],
        note: 'The code is valid for 15 minutes.',
      };
    case 'email-changed':
      return {
        subject: `Your ${agency} e-mail address was changed`,
        lines: [`Hello ${t.name},`, `Your account's e-mail address is now ${t.newEmail}.`],
        note: 'If this was not you, contact us at once.',
      };
    case 'social-email-code':
      return {
        subject: `Your ${agency} verification code`,
        lines: [`Hello ${t.name},`, `Use this code to confirm your e-mail address and finish signing in: ${t.code}`],
        note: 'The code is valid for 15 minutes.',
      };
  }
};

const pt: Texts = (t, agency) => {
  switch (t.kind) {
    case 'verify-email':
      return {
        subject: `Confirme seu e-mail em ${agency}`,
        lines: [
          `Olá ${t.name},`,
          `Obrigado por se cadastrar em ${agency}. Confirme seu endereço de e-mail para ativar sua conta.`,
        ],
        action: { label: 'Confirmar meu e-mail', url: t.link },
        note: 'Este link é válido por 24 horas. Se você não se cadastrou, ignore esta mensagem.',
      };
    case 'reset-password':
      return {
        subject: `Redefina sua senha de ${agency}`,
        lines: [`Olá ${t.name},`, 'Recebemos um pedido para redefinir sua senha.'],
        action: { label: 'Escolher uma nova senha', url: t.link },
        note: 'Este link é válido por 1 hora e funciona uma vez. Se você não pediu, sua senha continua a mesma.',
      };
    case 'password-changed':
      return {
        subject: `Sua senha de ${agency} foi alterada`,
        lines: [`Olá ${t.name},`, 'Sua senha acabou de ser alterada e você foi desconectado dos outros dispositivos.'],
        note: 'Se não foi você, redefina sua senha imediatamente e fale conosco.',
      };
    case 'invitation':
      return {
        subject: `${t.inviter} convidou você para ${agency}`,
        lines: [
          `${t.inviter} convidou você para entrar em ${agency} como agente de viagens.`,
          'Crie sua conta para começar a reservar para seus clientes.',
        ],
        action: { label: 'Aceitar o convite', url: t.link },
        note: 'Este convite é válido por 7 dias.',
      };
    case 'email-change-code':
      return {
        subject: `Seu código de verificação de ${agency}`,
        lines: [`Olá ${t.name},`, `Use este código para confirmar seu novo endereço de e-mail: ${t.code}`],
        note: 'O código é válido por 15 minutos.',
      };
    case 'email-changed':
      return {
        subject: `Seu e-mail em ${agency} foi alterado`,
        lines: [`Olá ${t.name},`, `O e-mail da sua conta agora é ${t.newEmail}.`],
        note: 'Se não foi você, fale conosco imediatamente.',
      };
    case 'social-email-code':
      return {
        subject: `Seu código de verificação de ${agency}`,
        lines: [`Olá ${t.name},`, `Use este código para confirmar seu e-mail e concluir o acesso: ${t.code}`],
        note: 'O código é válido por 15 minutos.',
      };
  }
};

const es: Texts = (t, agency) => {
  switch (t.kind) {
    case 'verify-email':
      return {
        subject: `Confirme su correo en ${agency}`,
        lines: [
          `Hola ${t.name},`,
          `Gracias por registrarse en ${agency}. Confirme su dirección de correo para activar su cuenta.`,
        ],
        action: { label: 'Confirmar mi correo', url: t.link },
        note: 'Este enlace es válido durante 24 horas. Si no se registró, ignore este mensaje.',
      };
    case 'reset-password':
      return {
        subject: `Restablezca su contraseña de ${agency}`,
        lines: [`Hola ${t.name},`, 'Recibimos una solicitud para restablecer su contraseña.'],
        action: { label: 'Elegir una nueva contraseña', url: t.link },
        note: 'Este enlace es válido durante 1 hora y funciona una vez. Si no lo pidió, su contraseña no cambia.',
      };
    case 'password-changed':
      return {
        subject: `Su contraseña de ${agency} ha cambiado`,
        lines: [`Hola ${t.name},`, 'Su contraseña acaba de cambiar y se cerró su sesión en los demás dispositivos.'],
        note: 'Si no fue usted, restablezca su contraseña de inmediato y contáctenos.',
      };
    case 'invitation':
      return {
        subject: `${t.inviter} le invitó a unirse a ${agency}`,
        lines: [
          `${t.inviter} le invitó a unirse a ${agency} como agente de viajes.`,
          'Cree su cuenta para empezar a reservar para sus clientes.',
        ],
        action: { label: 'Aceptar la invitación', url: t.link },
        note: 'Esta invitación es válida durante 7 días.',
      };
    case 'email-change-code':
      return {
        subject: `Su código de verificación de ${agency}`,
        lines: [`Hola ${t.name},`, `Use este código para confirmar su nueva dirección de correo: ${t.code}`],
        note: 'El código es válido durante 15 minutos.',
      };
    case 'email-changed':
      return {
        subject: `Su correo en ${agency} ha cambiado`,
        lines: [`Hola ${t.name},`, `El correo de su cuenta ahora es ${t.newEmail}.`],
        note: 'Si no fue usted, contáctenos de inmediato.',
      };
    case 'social-email-code':
      return {
        subject: `Su código de verificación de ${agency}`,
        lines: [`Hola ${t.name},`, `Use este código para confirmar su correo y terminar de iniciar sesión: ${t.code}`],
        note: 'El código es válido durante 15 minutos.',
      };
  }
};

const TEXTS: Record<Language, Texts> = { en, pt, es };

export type MailTemplate = AccountMail | ModuleMail;

/** A mail in the agency's colours and the recipient's language, as text and HTML. */
export function renderMail(template: MailTemplate, brand: MailBrand, language: Language) {
  const copy =
    'copy' in template ? template.copy(language, brand.agencyName) : TEXTS[language](template, brand.agencyName);
  const text = [
    ...copy.lines,
    ...(copy.action ? [`${copy.action.label}: ${copy.action.url}`] : []),
    ...(copy.note ? [copy.note] : []),
    '',
    `${brand.agencyName} — ${brand.siteUrl}`,
  ].join('\n\n');
  const color = escapeHtml(brand.primaryColor);
  const header = brand.logoUrl
    ? `<img src="${escapeHtml(brand.logoUrl)}" alt="${escapeHtml(brand.agencyName)}" height="40" style="height:40px">`
    : `<strong style="font-size:20px;color:#fff">${escapeHtml(brand.agencyName)}</strong>`;
  const html = `<!doctype html><html lang="${language}"><body style="margin:0;background:#f1f3f5;font-family:Arial,Helvetica,sans-serif;color:#212529">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;overflow:hidden">
<tr><td style="background:${brand.logoUrl ? '#ffffff' : color};padding:20px 24px;border-bottom:4px solid ${color}">${header}</td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.5">
${copy.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
${copy.action ? `<p style="margin:28px 0"><a href="${escapeHtml(copy.action.url)}" style="background:${color};color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(copy.action.label)}</a></p><p style="font-size:12px;color:#495057;word-break:break-all">${escapeHtml(copy.action.url)}</p>` : ''}
${copy.note ? `<p style="font-size:13px;color:#495057">${escapeHtml(copy.note)}</p>` : ''}
</td></tr>
<tr><td style="padding:16px 24px;font-size:12px;color:#495057;background:#f8f9fa"><a href="${escapeHtml(brand.siteUrl)}" style="color:${color}">${escapeHtml(brand.agencyName)}</a></td></tr>
</table></td></tr></table></body></html>`;
  return { subject: copy.subject, text, html };
}
