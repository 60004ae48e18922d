import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  /** What went wrong, in the words of whoever refused it; nothing to say shows nothing. */
  message: ReactNode;
  /** What failed, above the message, when the message alone does not say it (e.g. "Payment failed"). */
  title?: string;
};

/**
 * An error that is not one field's: a form or an action refused, or a live read that failed. Announced to
 * screen readers, and named by its title when it has one. A read that can be retried is a QueryError.
 */
export function FormError({ message, title }: Props) {
  if (!message) return null;
  return (
    <Alert color="ember" role="alert" variant="light" p="xs" title={title}>
      {message}
    </Alert>
  );
}
