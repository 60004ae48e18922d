import { Alert } from '@mantine/core';
import { formatDateTime } from '../../../../lib/format-time';
import { m } from '../../../../paraglide/messages';

/** The saved copy's note itself: its date words load with it, not with every visit (decision 077). */
export function SavedCopyAlert({ savedAtMs }: { savedAtMs: number }) {
  return (
    <Alert color="yellow" variant="light" role="status">
      {m.saved_copy_note({ savedAt: formatDateTime(savedAtMs) })}
    </Alert>
  );
}
