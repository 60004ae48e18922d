import { Alert } from '@mantine/core';

const time = new Intl.DateTimeFormat('en-KE', { dateStyle: 'medium', timeStyle: 'short' });

/** Says the catalogue on screen is this device's saved copy, and how old it is, until fresh data arrives. */
export function SavedCopyNote({ savedAtMs }: { savedAtMs: number | null }) {
  if (savedAtMs === null) return null;
  return (
    <Alert color="yellow" variant="light" role="status">
      Showing the catalogue saved on this phone at {time.format(savedAtMs)}. Prices and stock update when you
      are back online.
    </Alert>
  );
}
