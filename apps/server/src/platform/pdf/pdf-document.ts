import type { FastifyReply } from 'fastify';
import PDFDocument from 'pdfkit';
import qrcode from 'qrcode-generator';
import { WIN_ANSI_EXTRA } from './win-ansi';

/**
 * A simple PDF of headings and lines (pdfkit, MIT): a hotel voucher, a car's rental terms, an
 * activity ticket with its QR code (qrcode-generator, MIT). The
 * standard PDF fonts cover Latin scripts; other letters print as '?'.
 */

/** What a document is drawn with. */
export interface PdfWriter {
  /** The document's big title (the agency's name). */
  title(value: string): void;
  subtitle(value: string): void;
  heading(value: string): void;
  line(value: string): void;
  space(lines: number): void;
  /** A QR code of the value, `size` points wide, that a scanner at the gate reads (a ticket). */
  qrCode(value: string, size: number): void;
}

/** The dark and light modules of a QR code of the value (medium error correction), row by row. */
export function qrModules(value: string): boolean[][] {
  const code = qrcode(0, 'M');
  code.addData(value);
  code.make();
  const count = code.getModuleCount();
  return Array.from({ length: count }, (_, r) => Array.from({ length: count }, (_, c) => code.isDark(r, c)));
}

/**
 * What a standard PDF font can draw (Windows-1252: latin-1, the euro sign, curly quotes and
 * dashes): the narrow and thin spaces Intl writes in dates and amounts become no-break spaces;
 * other characters become '?'.
 */
export function printable(value: string): string {
  return value
    .replace(/[\u2000-\u200A\u202F\u205F]/g, '\u00A0')
    .replace(/[^\u0020-\u007E\u00A0-\u00FF]/g, (char) => (WIN_ANSI_EXTRA.includes(char) ? char : '?'));
}

/** Renders an A4 document drawn by `draw`. */
export function renderPdf(
  info: { title: string; author: string; subject: string },
  draw: (pdf: PdfWriter) => void,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: printable(info.title), Author: printable(info.author), Subject: printable(info.subject) },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw({
    title: (value) => doc.font('Helvetica-Bold').fontSize(18).text(printable(value)),
    subtitle: (value) => doc.font('Helvetica').fontSize(14).text(printable(value)).moveDown(0.5),
    heading: (value) => doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).text(printable(value)),
    line: (value) => doc.font('Helvetica').fontSize(10).text(printable(value)),
    space: (lines) => doc.moveDown(lines),
    qrCode: (value, size) => {
      const modules = qrModules(value);
      const cell = size / (modules.length + 8);
      const x = doc.x;
      const y = doc.y;
      // Four cells of white round it (the quiet zone scanners need).
      doc.rect(x, y, size, size).fill('#ffffff');
      modules.forEach((row, r) =>
        row.forEach((dark, c) => {
          if (dark) doc.rect(x + (c + 4) * cell, y + (r + 4) * cell, cell, cell).fill('#000000');
        }),
      );
      doc.fillColor('#000000');
      doc.x = x;
      doc.y = y + size + 10;
    },
  });
  doc.end();
  return done;
}

/** Answers a PDF to open in the browser (a voucher, rental terms): private, never cached. */
export function sendPdf(reply: FastifyReply, filename: string, pdf: Buffer): FastifyReply {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
