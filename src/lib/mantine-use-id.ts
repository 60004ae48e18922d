import { useId as useReactId } from 'react';

/**
 * Mantine's `useId`, as the build serves it to Mantine (scripts/build/mantine-ids.ts; decision 088):
 * React's own id (React 19's have no colons to strip), the same from the first render on. Mantine's
 * gives each component a random id in a layout effect after its first commit, so every input, radio and
 * label of a page rendered a second time, synchronously and uninterrupted, as the page first showed.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId}`;
}
