/**
 * A refusal a person may meet, as data (docs/decisions/073-refusals-as-data.md): a reason and the facts
 * it names. The domain says it in English, for the functions' sentences, the logs and the tests; the
 * screens say the same fields in the page's language. A function sends it as its error's details.
 */
export type RefusalShape = { reason: string };

/** One sentence for every reason, from that reason's own facts. */
export type RefusalSentences<R extends RefusalShape> = {
  [K in R['reason']]: (refusal: Extract<R, { reason: K }>) => string;
};

/** A refusal's sentence from a table that has one for every reason. */
export function sayRefusal<R extends RefusalShape>(sentences: RefusalSentences<R>, refusal: R): string {
  const sentence = sentences[refusal.reason as R['reason']] as (refusal: R) => string;
  return sentence(refusal);
}

/** "1 minute", "11 minutes": how long until a refusal lifts, in whole minutes, at least one. */
export function minutesUntil(untilMs: number, nowMs: number): number {
  return Math.max(1, Math.ceil((untilMs - nowMs) / 60_000));
}
