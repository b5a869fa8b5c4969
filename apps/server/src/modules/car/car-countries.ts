import countries from 'world-countries';

/** The languages the country list is offered in (GET findCountries/{EN|PT|ES}). */
export type CountryListLanguage = 'EN' | 'PT' | 'ES';

const nameIn = (country: (typeof countries)[number], language: CountryListLanguage): string =>
  language === 'PT'
    ? (country.translations['por']?.common ?? country.name.common)
    : language === 'ES'
      ? (country.translations['spa']?.common ?? country.name.common)
      : country.name.common;

const LISTS = new Map<CountryListLanguage, { name: string; alpha2Code: string; value: string }[]>();

/** The countries of residence (spec: name, alpha2Code, value built from the code), by name in the language. */
export function countriesOfResidence(language: CountryListLanguage) {
  let list = LISTS.get(language);
  if (!list) {
    const locale = language.toLowerCase();
    list = countries
      .map((country) => ({
        name: nameIn(country, language),
        alpha2Code: country.cca2,
        value: country.cca2.toLowerCase(),
      }))
      .sort((a, b) => a.name.localeCompare(b.name, locale));
    LISTS.set(language, list);
  }
  return list;
}
