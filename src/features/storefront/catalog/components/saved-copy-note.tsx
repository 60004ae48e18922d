import { loadedOnUse } from '../../../../components/loaded-on-use';

const SavedCopyAlert = loadedOnUse(
  () => import('./saved-copy-alert').then((module) => module.SavedCopyAlert),
  { placeholder: null },
);

/** Says the catalogue on screen is this device's saved copy, and how old it is, until fresh data arrives. */
export function SavedCopyNote({ savedAtMs }: { savedAtMs: number | null }) {
  if (savedAtMs === null) return null;
  return <SavedCopyAlert savedAtMs={savedAtMs} />;
}
