import { Alert } from '@mantine/core';

/** A form-level error (not tied to one field), announced to screen readers. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="ember" role="alert" variant="light" p="xs">
      {message}
    </Alert>
  );
}
