import { describe, expect, it } from 'vitest';
import messagesPt from '@travel/contracts/i18n/messages-pt';

/**
 * Portuguese is Brazilian Portuguese (pt-BR) everywhere: a European form on one page beside a
 * Brazilian one on the next ('ECONÓMICA' and 'ECONÔMICA') reads as a mistake.
 */

type Tree = { [key: string]: string | Tree };
const files = import.meta.glob<Tree>('./pt/*.json', { eager: true, import: 'default' });
const spanish = import.meta.glob<Tree>('./es/*.json', { eager: true, import: 'default' });

function texts(tree: Tree, path = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${path}${key}`, value] as [string, string]] : texts(value, `${path}${key}.`),
  );
}

/** Spellings and words of Portugal, each with its Brazilian form. */
const EUROPEAN: Array<[RegExp, string]> = [
  [/económic/i, 'econômica'],
  [/\bbilhetes?\b/i, 'passagem'],
  [/bebé/i, 'bebê'],
  [/utilizador/i, 'usuário'],
  [/\bcontacto/i, 'contato'],
  [/\bjá não\b/i, 'não ... mais'],
  [/\bguardar\b/i, 'salvar'],
  [/iniciar sessão|inicie sessão/i, 'entrar / faça login'],
  [/\bgerir\b/i, 'gerenciar'],
  [/penaliza/i, 'multa'],
  [/\b(está|estão|estou) a \w+r\b/i, 'gerúndio (está carregando)'],
  [/ecrã/i, 'tela'],
  [/telemóvel/i, 'celular'],
];

describe('Portuguese texts', () => {
  const all = [
    ...Object.entries(files).flatMap(([file, tree]) => texts(tree, `${file}:`)),
    ...Object.entries(messagesPt).map(([key, text]) => [`messages-pt:${key}`, text] as [string, string]),
  ];

  it('reads the locale files', () => {
    expect(all.length).toBeGreaterThan(300);
  });

  it('are all Brazilian Portuguese', () => {
    const european = all.flatMap(([key, text]) =>
      EUROPEAN.filter(([pattern]) => pattern.test(text)).map(
        ([, brazilian]) => `${key}: "${text}" (pt-BR: ${brazilian})`,
      ),
    );
    expect(european).toEqual([]);
  });
});

describe('Spanish texts', () => {
  it('name the cabins in Spanish', () => {
    const cabins = Object.values(spanish).flatMap((tree) =>
      texts(tree)
        .filter(([key]) => key.includes('abins.'))
        .map(([, text]) => text),
    );
    expect(cabins).toContain('Ejecutiva');
    expect(cabins).not.toContain('Business');
  });
});
