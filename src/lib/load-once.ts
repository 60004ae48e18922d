/**
 * A module loaded on first use, one `import()` shared by every caller until it arrives. The browser would
 * hand overlapping imports one module anyway; Vitest 4 does not: overlapping dynamic imports of a mocked
 * module get the mock once and the real module after it (vitest-dev/vitest#7040), so a page's tests ran
 * the real Firestore listeners behind their mock (decision 077). A load that failed (a chunk fetched
 * offline) is tried again by the next caller.
 */
export function loadOnce<Module>(load: () => Promise<Module>): () => Promise<Module> {
  let loading: Promise<Module> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
