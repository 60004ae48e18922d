import type { Live } from '../../../../lib/live-read';
import { FormError } from '../../../../components/form-error';

/** A secondary live read that failed (reports, messages): said on the page, which still shows the rest. */
export function ReadFailure({ live }: { live: Live<unknown> }) {
  return <FormError message={live.status === 'error' ? live.message : null} />;
}
