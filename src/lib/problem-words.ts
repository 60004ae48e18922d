import type { FormErrors } from '@mantine/form';

/** A caller's words for the domain's English sentences, keyed by the sentence. */
export type ProblemWords = Readonly<Record<string, () => string>>;

/**
 * One of the domain's sentences in the page's language (decision 072). The domain's schemas and rules word
 * their problems in English, once for the PWA and the functions; a caller gives the sentences it knows in its
 * own messages, keyed by the schema's English, and any other sentence stays as the domain wrote it.
 */
export function sentenceInSpokenWords(sentence: string, words: ProblemWords): string {
  return Object.hasOwn(words, sentence) ? (words[sentence]?.() ?? sentence) : sentence;
}

/** A form's problems in the page's language: each field's sentence as `sentenceInSpokenWords` gives it. */
export function inSpokenWords(errors: FormErrors, words: ProblemWords): FormErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, problem]) => [
      field,
      typeof problem === 'string' ? sentenceInSpokenWords(problem, words) : problem,
    ]),
  );
}
