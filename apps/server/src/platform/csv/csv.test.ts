import { describe, expect, it } from 'vitest';
import { csvField, csvStream, toCsv, UTF8_BOM } from './csv';

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks).toString('utf8');
}

describe('csvField', () => {
  it.each([
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+33 1 23', "'+33 1 23"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['\tindent', "'\tindent"],
    ['\rreturn', `"'\rreturn"`],
    ['=HYPERLINK("http://evil.example")', `"'=HYPERLINK(""http://evil.example"")"`],
  ])('escapes a text cell starting a formula: %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it('leaves ordinary text, inner formula characters and numbers as they are', () => {
    expect(csvField('Clara Client')).toBe('Clara Client');
    expect(csvField('a=b')).toBe('a=b');
    expect(csvField('jo+tag@example.test')).toBe('jo+tag@example.test');
    expect(csvField(-12.5)).toBe('-12.5');
    expect(csvField(null)).toBe('');
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvField('Smith, "Jo"')).toBe('"Smith, ""Jo"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });
});

describe('toCsv', () => {
  it('writes a header and rows with CRLF line ends', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['1', 2],
          [null, '=x'],
        ],
      ),
    ).toBe("a,b\r\n1,2\r\n,'=x\r\n");
  });
});

describe('csvStream', () => {
  it('streams the BOM, the header and every batch in order', async () => {
    async function* batches() {
      yield [['Zoë', '=1+1']];
      yield [];
      yield [['Łukasz', 3]];
    }
    const text = await readAll(csvStream(['Name', 'Value'], batches()));
    expect(text).toBe(`${UTF8_BOM}Name,Value\r\nZoë,'=1+1\r\nŁukasz,3\r\n`);
    expect(text.startsWith('\uFEFF')).toBe(true);
  });
});
