import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { guessColumns, readSheet, rowsToClients } from './read-sheet';

describe('readSheet', () => {
  it('reads an XLSX workbook (its first sheet) as text cells', async () => {
    const bytes = readFileSync(path.join(import.meta.dirname, '../testing/clients.xlsx'));
    const rows = await readSheet(new File([bytes], 'clientes.XLSX'));
    expect(rows).toEqual([
      ['Nome', 'E-mail'],
      ['Ana Souza', 'ana@demo.test'],
      ['Bad Row', 'not-an-email'],
      ['Carl Diaz', 'carl@demo.test'],
    ]);
    expect(rowsToClients(rows, guessColumns(rows[0] ?? []))).toHaveLength(3);
  });

  it('reads a CSV with quoted commas and a BOM-less UTF-8 name', async () => {
    const rows = await readSheet(
      new File(['name,email\n"Souza, Ana",ana@demo.test\nJosé Núñez,jose@demo.test\n'], 'c.csv'),
    );
    expect(rows).toEqual([
      ['name', 'email'],
      ['Souza, Ana', 'ana@demo.test'],
      ['José Núñez', 'jose@demo.test'],
    ]);
  });
});
