import { Alert, Button } from '@mantine/core';

/** What could not be loaded: said the usual way, or, when the reader knows better, in its own words. */
type Failure = { what: string } | { title: string; message: string };

/** A read that failed, with Try again. */
export function QueryError(props: Failure & { onRetry: () => void }) {
  const said =
    'what' in props
      ? { title: `We could not load ${props.what}`, message: 'Check your connection and try again.' }
      : props;
  return (
    <Alert color="ember" title={said.title}>
      {said.message}
      <Button display="block" mt="sm" size="xs" variant="light" color="ember" onClick={props.onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
