import { describe, expect, it } from 'vitest';
import { csvField, csvLine, csvStream, UTF8_BOM, type CsvCell } from './csv';

describe('csvField: formula injection', () => {
  it.each([
    ['=HYPERLINK("http://evil.example")', `"'=HYPERLINK(""http://evil.example"")"`],
    ['+351 912', "'+351 912"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\r=1', `"'\r=1"`],
  ])('escapes %j with a leading apostrophe', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it('leaves ordinary text, numbers (negative too) and empty cells as they are', () => {
    expect(csvField('FL-1001')).toBe('FL-1001');
    expect(csvField('São Paulo')).toBe('São Paulo');
    expect(csvField(-12.5)).toBe('-12.5');
    expect(csvField(null)).toBe('');
    expect(csvField('')).toBe('');
  });

  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvField('Smith, "Jo"')).toBe('"Smith, ""Jo"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvLine(['a', 1, null])).toBe('a,1,\r\n');
  });
});

describe('csvStream', () => {
  it('sends the BOM and header first, then one chunk per page, reading a page only when asked', async () => {
    const read: number[] = [];
    async function* pages(): AsyncGenerator<CsvCell[][]> {
      for (let page = 0; page < 3; page++) {
        read.push(page);
        yield [
          [`r${page}a`, page],
          [`r${page}b`, page],
        ];
      }
    }
    const stream = csvStream(['Name', 'Page'], pages());
    const chunks: string[] = [];
    for await (const chunk of stream) {
      chunks.push(String(chunk));
      // When the header is out, no page has been read beyond the next one.
      if (chunks.length === 1) expect(read.length).toBeLessThanOrEqual(1);
    }
    expect(chunks[0]).toBe(`${UTF8_BOM}Name,Page\r\n`);
    expect(chunks.slice(1)).toEqual(['r0a,0\r\nr0b,0\r\n', 'r1a,1\r\nr1b,1\r\n', 'r2a,2\r\nr2b,2\r\n']);
  });
});
