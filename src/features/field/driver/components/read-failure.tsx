import { Alert } from '@mantine/core';
import type { Live } from '../../../../lib/live-store';

/** A secondary live read that failed (reports, messages): said on the page, which still shows the rest. */
export function ReadFailure({ live }: { live: Live<unknown> }) {
  if (live.status !== 'error') return null;
  return (
    <Alert color="ember" role="alert">
      {live.message}
    </Alert>
  );
}
