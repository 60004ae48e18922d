import { Alert } from '@mantine/core';

/** Says the catalogue on screen is this device's saved copy, and how old it is, until fresh data arrives. */
export function SavedCopyNote({ savedAtMs }: { savedAtMs: number | null }) {
  if (savedAtMs === null) return null;
  // Formatted only when shown: a formatter made when the module loads would cost every visit (decision 047).
  // In Nairobi time, like every time the shop shows, whatever zone the phone is set to.
  const savedAt = new Date(savedAtMs).toLocaleString('en-KE', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Africa/Nairobi',
  });
  return (
    <Alert color="yellow" variant="light" role="status">
      Showing the catalogue saved on this phone at {savedAt}. Prices and stock update when you are back
      online.
    </Alert>
  );
}
