import { describe, expect, it } from 'vitest';
import { documentFormat } from './document-format';
import { printable } from './pdf-document';

describe('documentFormat', () => {
  it('writes wall-clock days, times and amounts as each language does, never shifting the zone', () => {
    const en = documentFormat('en');
    const pt = documentFormat('pt');
    const es = documentFormat('es');
    expect([en.day('2099-06-12'), pt.day('2099-06-12'), es.day('2099-06-12')]).toEqual([
      'Friday, June 12, 2099',
      'sexta-feira, 12 de junho de 2099',
      'viernes, 12 de junio de 2099',
    ]);
    // Late in the evening stays that evening (no conversion from the server's zone).
    expect(en.time('23:30')).toMatch(/^11:30\sPM$/);
    expect([pt.time('23:30'), es.time('23:30')]).toEqual(['23:30', '23:30']);
    expect([pt.dateTime('2099-06-10T23:30'), es.dateTime('2099-06-10T23:30')]).toEqual([
      '10 de junho de 2099 às 23:30',
      '10 de junio de 2099 a las 23:30',
    ]);
    expect([en.money({ amount: 123_456, currency: 'EUR' }), pt.money({ amount: 123_456, currency: 'EUR' })]).toEqual([
      '€1,234.56',
      '€\u00a01.234,56',
    ]);
    expect(es.money({ amount: 4_990, currency: 'USD' })).toBe('49,90\u00a0US$');
    expect(pt.money({ amount: 1_500, currency: 'JPY' })).toBe('JP¥\u00a01.500');
    expect(pt.instantDay(new Date('2099-06-12T23:59:00Z'))).toBe('12 de junho de 2099');
  });

  it('prints a value that is not a wall-clock date as it is', () => {
    expect(documentFormat('pt').day('soon')).toBe('soon');
    expect(documentFormat('es').dateTime('later')).toBe('later');
  });
});

describe('printable', () => {
  it("turns Intl's narrow and thin spaces into no-break spaces and other letters the fonts lack into '?'", () => {
    expect(printable('10:00\u202fPM, 1\u2009000 €, São Paulo, 東京')).toBe(
      '10:00\u00a0PM, 1\u00a0000 €, São Paulo, ??',
    );
  });
});
