import { afterEach, describe, expect, it } from 'vitest';
import { carQuote } from '../testing/car-fixtures';
import { forgetCarDraft, keepCarDraft, readCarDraft } from './car-draft';

afterEach(() => sessionStorage.clear());

describe('the car checkout draft', () => {
  it('keeps a quote and whose it is by the quote id, until it expires or is forgotten', () => {
    const quote = carQuote();
    const client = { _id: 'c-1', name: 'Clara Client', email: 'client@demo.test' };
    keepCarDraft({ quote, client });
    expect(readCarDraft(quote.quoteId)).toEqual({ quote, client });
    expect(readCarDraft(quote.quoteId, Date.parse(quote.expiresAt))).toBeNull();
    forgetCarDraft(quote.quoteId);
    expect(readCarDraft(quote.quoteId)).toBeNull();
  });

  it('is no draft when the stored text is not one', () => {
    sessionStorage.setItem('car-checkout:quote:q-1', '{"quote":{"quoteId":"q-1"},"client":null}');
    expect(readCarDraft('q-1')).toBeNull();
  });
});
