import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileJsonCheck } from './json-check';

const leg = z.object({
  code: z.string(),
  minutes: z.number().int(),
  cabin: z.enum(['Economy', 'Business']),
  stops: z.array(z.object({ airport: z.string() })),
});
const answer = z.object({
  data: z.array(z.object({ id: z.string(), price: z.number(), kind: z.literal('flight'), legs: z.array(leg) })),
  isFinal: z.boolean(),
});

const shared = { code: 'TP209', minutes: 445, cabin: 'Economy', stops: [{ airport: 'OPO' }] };
type Itinerary = Record<string, unknown>;
/** A valid answer; `first` and `second` replace or add fields of its two itineraries. */
const answerWith = (first: Itinerary = {}, second: Itinerary = {}, rest: Itinerary = {}) => ({
  data: [
    { id: 'a', price: 12.5, kind: 'flight', legs: [shared, { ...shared, code: 'TP210', stops: [] }], ...first },
    { id: 'b"\u2028', price: -0, kind: 'flight', legs: [shared], ...second },
  ],
  isFinal: true,
  ...rest,
});

const check = compileJsonCheck(answer);
const zodJson = (value: unknown) =>
  createSerializerCompiler()({ schema: answer, method: 'GET', url: '/x' } as never)(value) as string;

describe('compileJsonCheck', () => {
  it('passes a value of the exact shape, whose JSON is then what the zod serialiser writes', () => {
    const value = answerWith();
    expect(check?.(value)).toBe(true);
    expect(JSON.stringify(value)).toBe(zodJson(value));
  });

  it('fails a value the schema refuses', () => {
    const refused = [
      answerWith({ price: Number.NaN }),
      answerWith({ kind: 'train' }),
      answerWith({}, { legs: [{ ...shared, minutes: 1.5 }] }),
      answerWith({}, { legs: [{ ...shared, cabin: 'First' }] }),
      answerWith({ legs: 'none' }),
      answerWith({ legs: new Array(1) }),
      answerWith({}, {}, { isFinal: 'yes' }),
    ];
    for (const value of refused) {
      expect(check?.(value)).toBe(false);
      expect(() => zodJson(value)).toThrow();
    }
  });

  it('fails a value the schema accepts but would write differently', () => {
    class Leg {
      code = 'TP1';
      minutes = 1;
      cabin = 'Economy';
      stops = [];
    }
    const written = [
      answerWith({ note: 'dropped by zod' }),
      { ...answerWith(), data: [{ kind: 'flight', id: 'b', price: 1, legs: [] }] },
      answerWith({ legs: [new Leg()] }),
    ];
    for (const value of written) expect(check?.(value)).toBe(false);
  });

  it('checks an object met twice once, and each place it is met', () => {
    const value = answerWith();
    expect(check?.(value)).toBe(true);
    shared.minutes = 1.5;
    try {
      expect(check?.(value)).toBe(false);
    } finally {
      shared.minutes = 445;
    }
  });

  it('lets an optional key be absent or undefined, in the schema order, as the zod serialiser writes it', () => {
    const segment = z.object({ code: z.string(), operator: z.string().optional(), minutes: z.number().int() });
    const optionalCheck = compileJsonCheck(segment);
    const zodSegment = (value: unknown) =>
      createSerializerCompiler()({ schema: segment, method: 'GET', url: '/x' } as never)(value) as string;
    const written = [
      { code: 'TP1', minutes: 5 },
      { code: 'TP1', operator: 'Azores Airlines', minutes: 5 },
      { code: 'TP1', operator: undefined, minutes: 5 },
    ];
    for (const value of written) {
      expect(optionalCheck?.(value)).toBe(true);
      expect(JSON.stringify(value)).toBe(zodSegment(value));
    }
    const notAsWritten = [
      { code: 'TP1' },
      { code: 'TP1', minutes: 5, operator: 'Azores Airlines' },
      { code: 'TP1', operator: 7, minutes: 5 },
      { code: 'TP1', operator: 'Azores Airlines', minutes: 5, extra: true },
      { operator: 'Azores Airlines', code: 'TP1', minutes: 5 },
    ];
    for (const value of notAsWritten) expect(optionalCheck?.(value)).toBe(false);
  });

  it('has no check for schemas beyond plain JSON', () => {
    expect(compileJsonCheck(z.array(z.string().optional()))).toBeNull();
    expect(compileJsonCheck(z.object({ a: z.string().min(1) }))).toBeNull();
    expect(compileJsonCheck(z.object({ a: z.number().positive() }))).toBeNull();
    expect(compileJsonCheck(z.object({ a: z.string() }).refine(() => true))).toBeNull();
    expect(compileJsonCheck(z.object({ a: z.string() }).passthrough())).toBeNull();
    expect(compileJsonCheck(z.object({ a: z.date() }))).toBeNull();
    expect(compileJsonCheck(z.array(z.string().nullable()))).toBeNull();
  });
});
