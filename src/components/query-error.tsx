import { Alert, Button } from '@mantine/core';

export function QueryError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Alert color="ember" title={`We could not load ${what}`}>
      Check your connection and try again.
      <Button display="block" mt="sm" size="xs" variant="light" color="ember" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
