import { personNameSchema, type ActivityAgeBand, type ActivityAnswer, type ActivityQuestion } from '@travel/contracts';

/** An answer as typed: the value, and the unit of a number-and-unit question. */
export interface AnswerDraft {
  value: string;
  unit: string;
}

/** A traveller as typed at checkout: the band the place was checked for, names, their own questions' answers. */
export interface TravelerDraft {
  band: ActivityAgeBand;
  givenName: string;
  familyName: string;
  answers: Record<string, AnswerDraft>;
}

/** One traveller per place of the quote, in the quote's band order; the first named after the customer. */
export function emptyTravelers(
  travelers: { band: ActivityAgeBand; count: number }[],
  customerName: string,
): TravelerDraft[] {
  const words = customerName.trim().split(/\s+/).filter(Boolean);
  const drafts = travelers.flatMap(({ band, count }) =>
    Array.from({ length: count }, () => ({ band, givenName: '', familyName: '', answers: {} })),
  );
  const first = drafts[0];
  if (first && words.length > 0) {
    first.givenName = words.length > 1 ? words.slice(0, -1).join(' ') : (words[0] ?? '');
    first.familyName = words.length > 1 ? (words.at(-1) ?? '') : '';
  }
  return drafts;
}

/** The message key (activity-booking `errors.*`) of a name, null when valid. */
export function nameError(value: string): string | null {
  const parsed = personNameSchema.safeParse(value);
  if (parsed.success) return null;
  const message = parsed.error.issues[0]?.message;
  return message === 'validation.required'
    ? 'errors.required'
    : message === 'validation.tooLong'
      ? 'errors.tooLong'
      : 'errors.name';
}

/** The message key of an answer, null when valid: a mandatory question must be answered, a number be one. */
export function answerError(question: ActivityQuestion, answer: AnswerDraft | undefined): string | null {
  const value = answer?.value.trim() ?? '';
  if (!value) return question.required ? 'errors.required' : null;
  if (value.length > 300) return 'errors.tooLong';
  if (question.type === 'NUMBER_AND_UNIT') {
    if (!/^\d+(\.\d+)?$/.test(value)) return 'errors.number';
    if (question.units.length > 0 && !question.units.includes(answer?.unit ?? '')) return 'errors.unit';
  }
  return null;
}

/** The answers to send: the given ones, with their unit when the question has units. */
export function answersOf(questions: ActivityQuestion[], answers: Record<string, AnswerDraft>): ActivityAnswer[] {
  return questions.flatMap((question) => {
    const answer = answers[question.id];
    const value = answer?.value.trim() ?? '';
    if (!value) return [];
    return [
      {
        questionId: question.id,
        value,
        ...(question.type === 'NUMBER_AND_UNIT' && answer?.unit ? { unit: answer.unit } : {}),
      },
    ];
  });
}

/** Whether anything typed is wrong: names of every traveller, each traveller's and the booking's questions. */
export function hasErrors(
  travelers: TravelerDraft[],
  bookingAnswers: Record<string, AnswerDraft>,
  questions: ActivityQuestion[],
): boolean {
  const perTraveler = questions.filter((q) => q.perTraveler);
  const perBooking = questions.filter((q) => !q.perTraveler);
  return (
    travelers.some(
      (traveler) =>
        nameError(traveler.givenName) !== null ||
        nameError(traveler.familyName) !== null ||
        perTraveler.some((q) => answerError(q, traveler.answers[q.id]) !== null),
    ) || perBooking.some((q) => answerError(q, bookingAnswers[q.id]) !== null)
  );
}
