import { inflateSync } from 'node:zlib';
import { WIN_ANSI_EXTRA } from '../platform/pdf/win-ansi';

/** A byte of a standard font's text (Windows-1252) as its character. */
const winAnsi = (bytes: Buffer) =>
  [...bytes]
    .map((byte) => (byte >= 0x80 && byte <= 0x9f ? WIN_ANSI_EXTRA[byte - 0x80] : String.fromCharCode(byte)))
    .join('');

/** The text a PDF draws: its content streams inflated, each TJ array's hex strings decoded (Windows-1252). */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const array of content.matchAll(/\[([^\]]*)\]\s*TJ/g))
      texts.push(
        [...(array[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)]
          .map((hex) => winAnsi(Buffer.from(hex[1] ?? '', 'hex')))
          .join(''),
      );
  }
  return texts.join('\n');
}
