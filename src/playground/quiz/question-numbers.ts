/**
 * The self-test's question numbers, the one source of how many there are. A module of its own, so
 * what needs only the count — the address's `quiz=`, the start card, the room's channel — does not
 * load the questions (`./questions.ts`, whose record the compiler holds to these numbers).
 */
export const QUESTION_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14] as const;

/** A question's number. */
export type QuestionNumber = (typeof QUESTION_NUMBERS)[number];

/** How many questions the self-test has. */
export const QUESTION_COUNT = QUESTION_NUMBERS.length;
