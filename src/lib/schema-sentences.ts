// The one place the resolver is imported: formRules gives it the English first.
// eslint-disable-next-line no-restricted-syntax
import { schemaResolver, type FormErrors } from '@mantine/form';
import type { z } from 'zod/mini';
import { speakEnglishInSchemas } from '@nyama/domain/kernel/schema-messages';

// zod words a problem as it parses. The English loads with the code that shows a schema's problems to a
// person (this module, and the callables' check), not with the start: a first visit's pages show none
// (docs/decisions/053-svg-and-hooks-off-the-start.md).
speakEnglishInSchemas();

/** A form's rules from a schema: each field's first problem, in the schema's words. */
export function formRules(schema: Parameters<typeof schemaResolver>[0]): (values: unknown) => FormErrors {
  return schemaResolver(schema, { sync: true });
}

/** A value's first problem under a schema, or null when it has none. */
export function firstProblem(schema: z.ZodMiniType, value: unknown): string | null {
  return schema.safeParse(value).error?.issues[0]?.message ?? null;
}
