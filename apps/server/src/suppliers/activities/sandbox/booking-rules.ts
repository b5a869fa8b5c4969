import type { TravelerCount } from '@travel/contracts';
import { SupplierError } from '../../booking-port';
import type { ActivityAnswerInput, ActivityBookRequest, ActivityInvalidReason, SupplierProduct } from '../port';

/** What the sandbox checks of a check's travellers and of a booking's names and answers. */

export const invalid = (field: string, reason: ActivityInvalidReason, message: string) =>
  new SupplierError('INVALID_REQUEST', message, { field, reason });

/** One entry per band (counts of a band given twice added up), bands without travellers left out. */
export function mergedTravelers(travelers: TravelerCount[]): TravelerCount[] {
  const counts = new Map<TravelerCount['band'], number>();
  for (const { band, count } of travelers) counts.set(band, (counts.get(band) ?? 0) + count);
  return [...counts].filter(([, count]) => count > 0).map(([band, count]) => ({ band, count }));
}

/** One named traveller per place of the hold, band by band. */
export function checkTravelers(travelers: TravelerCount[], request: ActivityBookRequest): void {
  for (const entry of travelers) {
    const named = request.travelers.filter((traveler) => traveler.band === entry.band).length;
    if (named !== entry.count)
      throw invalid('travelers', 'TRAVELERS_MISMATCH', `${entry.count} ${entry.band} expected`);
  }
  const bands = new Set(travelers.map((entry) => entry.band));
  const stray = request.travelers.findIndex((traveler) => !bands.has(traveler.band));
  if (stray >= 0) throw invalid(`travelers.${stray}.band`, 'TRAVELERS_MISMATCH', 'not a band of the hold');
}

/** Every mandatory question answered, numbers with one of their units. */
export function checkAnswers(product: SupplierProduct, request: ActivityBookRequest): void {
  const checkOne = (answers: ActivityAnswerInput[], field: string, perTraveler: boolean) => {
    for (const question of product.bookingQuestions.filter((q) => q.perTraveler === perTraveler)) {
      const at = answers.findIndex((answer) => answer.questionId === question.id);
      const answer = answers[at];
      if (!answer) {
        if (question.required) throw invalid(`${field}.${question.id}`, 'MISSING_ANSWER', `${question.id} required`);
        continue;
      }
      if (question.type === 'NUMBER_AND_UNIT') {
        const value = Number(answer.value);
        if (!Number.isFinite(value) || value <= 0 || value > 500 || !question.units.includes(answer.unit ?? ''))
          throw invalid(`${field}.${at}.value`, 'INVALID_ANSWER', `${question.id} needs a number and a unit`);
      }
      if (question.type === 'TIME' && !/^([01]\d|2[0-3]):[0-5]\d$/.test(answer.value))
        throw invalid(`${field}.${at}.value`, 'INVALID_ANSWER', `${question.id} needs a time`);
    }
    const known = new Set(product.bookingQuestions.filter((q) => q.perTraveler === perTraveler).map((q) => q.id));
    const unknown = answers.findIndex((answer) => !known.has(answer.questionId));
    if (unknown >= 0)
      throw invalid(`${field}.${unknown}.questionId`, 'INVALID_ANSWER', 'not a question of the product');
  };
  checkOne(request.answers, 'answers', false);
  request.travelers.forEach((traveler, i) => checkOne(traveler.answers, `travelers.${i}.answers`, true));
}
