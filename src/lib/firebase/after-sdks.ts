import { loadOnce } from '../load-once';

/**
 * `load`, a module that reads or writes through the full Firestore SDK, imported once (`loadOnce`) after
 * Firebase Auth's SDK and then Firestore's, one at a time. The browser evaluates a module graph in one
 * task: the two SDKs with a screen's reads and their schemas made the longest task after a signed-in
 * page's paint (35–45 ms on the clock, docs/decisions/077-field-pages-light.md); imported in turn, each
 * is a task of its own. An SDK already loaded costs a resolved import.
 */
export function afterFirebaseSdks<Module>(load: () => Promise<Module>): () => Promise<Module> {
  return loadOnce(async () => {
    await import('firebase/auth');
    await import('firebase/firestore');
    return load();
  });
}
