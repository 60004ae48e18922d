import type { FormErrors } from '@mantine/form';

/**
 * A form's problems in the page's language (decision 072). The domain's schemas word their problems in
 * English, once for the PWA and the functions; a form gives the sentences it knows in its own messages,
 * keyed by the schema's English, and any other sentence stays as the schema wrote it.
 */
export function inSpokenWords(errors: FormErrors, words: Readonly<Record<string, () => string>>): FormErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, problem]) => [
      field,
      typeof problem === 'string' && Object.hasOwn(words, problem) ? words[problem]?.() : problem,
    ]),
  );
}
