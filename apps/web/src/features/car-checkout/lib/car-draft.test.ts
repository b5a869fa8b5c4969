import { afterEach, describe, expect, it } from 'vitest';
import { carQuote } from '../testing/car-fixtures';
import { forgetCarDraft, keepCarDraft, readCarDraft } from './car-draft';

afterEach(() => sessionStorage.clear());

describe('the car checkout draft', () => {
  it('keeps a quote by its id until it expires or is forgotten', () => {
    const quote = carQuote();
    keepCarDraft(quote);
    expect(readCarDraft(quote.quoteId)?.breakdown.total).toBe(quote.breakdown.total);
    expect(readCarDraft(quote.quoteId, Date.parse(quote.expiresAt))).toBeNull();
    forgetCarDraft(quote.quoteId);
    expect(readCarDraft(quote.quoteId)).toBeNull();
  });

  it('is no draft when the stored text is not a quote', () => {
    sessionStorage.setItem('car-checkout:quote:q-1', '{"quoteId":"q-1"}');
    expect(readCarDraft('q-1')).toBeNull();
  });
});
