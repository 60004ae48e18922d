import { Alert, Button } from '@mantine/core';
import { m } from '../paraglide/messages';

/**
 * What could not be loaded: said the usual way (`what` in the page's language: "the catalogue"), or, when
 * the reader knows better, in its own words.
 */
type Failure = { what: string } | { title: string; message: string };

/** A read that failed, with Try again. */
export function QueryError(props: Failure & { onRetry: () => void }) {
  const said =
    'what' in props
      ? { title: m.query_error_title({ what: props.what }), message: m.query_error_body() }
      : props;
  return (
    <Alert color="ember" title={said.title}>
      {said.message}
      <Button display="block" mt="sm" size="xs" variant="light" color="ember" onClick={props.onRetry}>
        {m.try_again()}
      </Button>
    </Alert>
  );
}
