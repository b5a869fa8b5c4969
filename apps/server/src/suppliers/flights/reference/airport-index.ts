/**
 * A search index over airports, built once: a sorted list of word tokens (city, name, aliases)
 * searched by binary search for the query's first word, then checked against the whole field.
 */
import { foldText } from '../../shared/fold-text';

export interface IndexedAirport {
  code: string;
  city: string;
  name: string;
  /** Other names: a second official name, keywords such as 'NYC' or 'Lisboa'. */
  aliases: string[];
  /** Larger first when matches tie: 2 large, 1 medium. */
  sizeRank: number;
  runwayFt: number;
}

// Match quality, best first: exact code, then city, then name, then alias; prefix beats word.
const FIELD_CITY = 1;
const FIELD_NAME = 2;
const FIELD_ALIAS = 3;

interface Token {
  word: string;
  airport: number;
  field: number;
  /** The folded full text of the field the word comes from. */
  folded: string;
}

export class AirportIndex<T extends IndexedAirport> {
  private readonly byCode = new Map<string, number>();
  private readonly tokens: Token[] = [];

  constructor(private readonly airports: readonly T[]) {
    airports.forEach((airport, index) => {
      this.byCode.set(airport.code, index);
      this.addField(index, FIELD_CITY, airport.city);
      this.addField(index, FIELD_NAME, airport.name);
      for (const alias of airport.aliases) this.addField(index, FIELD_ALIAS, alias);
    });
    this.tokens.sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
  }

  find(code: string): T | undefined {
    const index = this.byCode.get(code.trim().toUpperCase());
    return index === undefined ? undefined : this.airports[index];
  }

  /** Exact code first, then city, then name, then alias matches; larger airports first. */
  search(text: string, limit: number): T[] {
    const query = foldText(text);
    if (query === '') return [];
    const scores = new Map<number, number>();
    const exact = this.byCode.get(query.toUpperCase());
    if (exact !== undefined) scores.set(exact, 0);
    const firstWord = query.split(' ')[0] ?? query;
    for (let i = this.lowerBound(firstWord); i < this.tokens.length; i += 1) {
      const token = this.tokens[i];
      if (!token || !token.word.startsWith(firstWord)) break;
      const score = scoreOf(token, query);
      if (score === null) continue;
      const best = scores.get(token.airport);
      if (best === undefined || score < best) scores.set(token.airport, score);
    }
    return [...scores.entries()]
      .sort(([a, scoreA], [b, scoreB]) => scoreA - scoreB || this.compareSize(a, b))
      .slice(0, limit)
      .flatMap(([index]) => this.airports[index] ?? []);
  }

  private addField(airport: number, field: number, value: string): void {
    const folded = foldText(value);
    if (folded === '') return;
    for (const word of new Set(folded.split(' '))) this.tokens.push({ word, airport, field, folded });
  }

  private lowerBound(word: string): number {
    let low = 0;
    let high = this.tokens.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const token = this.tokens[middle];
      if (token && token.word < word) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  private compareSize(a: number, b: number): number {
    const first = this.airports[a];
    const second = this.airports[b];
    if (!first || !second) return 0;
    return (
      second.sizeRank - first.sizeRank || second.runwayFt - first.runwayFt || first.code.localeCompare(second.code)
    );
  }
}

/** null when the whole query does not match the field; lower is better. */
function scoreOf(token: Token, query: string): number | null {
  if (token.folded.startsWith(query)) return token.field * 2;
  if (token.folded.includes(` ${query}`)) return token.field * 2 + 1;
  return null;
}
