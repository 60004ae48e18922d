import { Alert } from '@mantine/core';
import { formatDateTime } from '../../../../lib/format-time';
import { m } from '../../../../paraglide/messages';

/** Says the catalogue on screen is this device's saved copy, and how old it is, until fresh data arrives. */
export function SavedCopyNote({ savedAtMs }: { savedAtMs: number | null }) {
  if (savedAtMs === null) return null;
  return (
    <Alert color="yellow" variant="light" role="status">
      {m.saved_copy_note({ savedAt: formatDateTime(savedAtMs) })}
    </Alert>
  );
}
