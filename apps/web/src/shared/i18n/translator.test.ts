import { describe, expect, it } from 'vitest';
import { interpolate, Translator, type Texts } from './translator';

const FILES: Record<string, Texts> = {
  'en:common': {
    close: 'Close',
    hello: 'Hello, {{name}}!',
    travellers_one: '{{count}} traveller',
    travellers_other: '{{count}} travellers',
    results_zero: 'No results',
    results_one: 'One result',
    results_other: '{{count}} results',
    nested: { deep: { key: 'Deep' } },
  },
  'en:trips': { cancel: { title: 'Cancel the booking' }, plain: 'Trips' },
  'pt:common': {
    close: 'Fechar',
    travellers_one: '{{count}} viajante',
    travellers_many: '{{count}} de viajantes',
    travellers_other: '{{count}} viajantes',
  },
  'pt:trips': { cancel: { title: 'Cancelar a reserva' }, plain: 'Viagens' },
};

function translator(language = 'en') {
  const loads: string[] = [];
  const t = new Translator(language, (lng, ns) => {
    loads.push(`${lng}:${ns}`);
    const texts = FILES[`${lng}:${ns}`];
    return texts ? Promise.resolve(texts) : Promise.reject(new Error(`no ${lng}:${ns}`));
  });
  return { t, loads };
}

describe('Translator', () => {
  it('reads nested keys of the default namespace, another one by ns: or the ns option, and a key prefix', async () => {
    const { t } = translator();
    await t.loadNamespaces(['common', 'trips']);
    expect(t.t('close')).toBe('Close');
    expect(t.t('nested.deep.key')).toBe('Deep');
    expect(t.t('trips:cancel.title')).toBe('Cancel the booking');
    expect(t.t('plain', { ns: 'trips' })).toBe('Trips');
    const cancel = t.getFixedT('trips', 'cancel');
    expect(cancel('title')).toBe('Cancel the booking');
    // A key naming its namespace is read from that namespace's root, prefix or not.
    expect(cancel('common:close')).toBe('Close');
  });

  it('fills placeholders and leaves one without a value as written', () => {
    expect(interpolate('Hello, {{name}}!', { name: 'Ana' })).toBe('Hello, Ana!');
    expect(interpolate('{{ a.b }} and {{missing}}', { a: { b: 2 } })).toBe('2 and {{missing}}');
    expect(interpolate('<b>{{x}}</b>', { x: '<i>' })).toBe('<b><i></b>');
  });

  it('chooses the plural form of the language, _zero for a count of 0, and _other when a form is missing', async () => {
    const { t } = translator();
    await t.loadNamespaces('common');
    expect(t.t('travellers', { count: 1 })).toBe('1 traveller');
    expect(t.t('travellers', { count: 3 })).toBe('3 travellers');
    expect(t.t('travellers', { count: 0 })).toBe('0 travellers');
    expect(t.t('results', { count: 0 })).toBe('No results');
    expect(t.t('results', { count: 1 })).toBe('One result');
    await t.loadLanguages('pt');
    // Portuguese: one for 0 and 1 (CLDR), many for a million.
    expect(t.t('travellers', { count: 1, lng: 'pt' })).toBe('1 viajante');
    expect(t.t('travellers', { count: 1_000_000, lng: 'pt' })).toBe('1000000 de viajantes');
    expect(t.t('travellers', { count: 2, lng: 'pt' })).toBe('2 viajantes');
  });

  it('answers the default value, else the key, for a missing text', async () => {
    const { t } = translator();
    await t.loadNamespaces('common');
    expect(t.t('nowhere', { defaultValue: 'Fallback {{n}}', n: 1 })).toBe('Fallback 1');
    expect(t.t('nowhere.at.all')).toBe('nowhere.at.all');
    expect(t.exists('close')).toBe(true);
    expect(t.exists('nested.deep')).toBe(false);
  });

  it('loads a namespace once for concurrent callers and switches language only once every namespace is in', async () => {
    const { t, loads } = translator();
    await Promise.all([t.loadNamespaces('trips'), t.loadNamespaces(['trips', 'common'])]);
    expect(loads.sort()).toEqual(['en:common', 'en:trips']);
    const seen: string[] = [];
    t.subscribe(() => seen.push(`${t.language}:${t.t('trips:plain')}`));
    await t.changeLanguage('pt');
    expect(seen).toEqual(['pt:Viagens']);
    expect(t.hasLoadedNamespace('common', 'pt')).toBe(true);
    await expect(t.changeLanguage('de')).rejects.toThrow('no de:');
    expect(t.language).toBe('pt');
  });

  it('keeps texts added to a namespace before it is read, without counting it as loaded', async () => {
    const { t } = translator();
    t.addResourceBundle('en', 'common', { validation: { required: 'Required' } });
    expect(t.hasLoadedNamespace('common')).toBe(false);
    await t.loadNamespaces('common');
    expect(t.t('validation.required')).toBe('Required');
    expect(t.t('close')).toBe('Close');
  });
});
