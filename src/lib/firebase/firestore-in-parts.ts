import { nextTask } from '../next-task';

let loading: Promise<void> | undefined;

/**
 * Evaluates Auth, the full Firestore SDK with the app's instance, and the pages' references with their
 * schemas, each in a task of its own. Imported together by a page's first listener they were one task of
 * 250–330 ms on a throttled phone, right after the paint (decision 077); in parts, the phone can answer a
 * tap between them. A module runs once, so a read module imported after this runs only its own code. A
 * failed part (the phone lost its signal before the code was cached) is tried again by the next caller.
 */
function loadInParts(): Promise<void> {
  loading ??= (async () => {
    await import('./app');
    await nextTask();
    await import('./firestore');
    await nextTask();
    await import('./page-refs');
    await nextTask();
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Loads a module that reads or writes through the full SDK once the SDK has loaded in parts. */
export async function afterFirestore<T>(load: () => Promise<T>): Promise<T> {
  await loadInParts();
  return load();
}
