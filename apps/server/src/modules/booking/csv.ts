/** One CSV field (RFC 4180): quoted when it holds a comma, quote or line break; formula-safe. */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  // A leading =, +, - or @ would run as a formula when the file is opened in a spreadsheet.
  if (/^[=+\-@]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(header: string[], rows: Array<Array<string | number | null>>): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
