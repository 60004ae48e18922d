/**
 * Stands in for `re2js` in the app's build (the alias in vite.config.ts; decision 080). Firestore's SDK
 * imports that library only to evaluate the regular-expression functions of Pipeline queries on the
 * device. The app reads with classic queries and never imports pipelines (the dependency rule
 * `no-firestore-pipelines`), so nothing here is called; the library was 46 KB (gzip) of the 163 KB of
 * the SDK every signed-in page loads after its paint. Were a pipeline ever to evaluate such a function,
 * the SDK catches this refusal and answers that function with an error, as it does an invalid pattern.
 */
export const RE2JS = {
  compile(pattern: string): never {
    throw new Error(`Pipelines' regular expressions are not in this app's build (pattern ${pattern})`);
  },
};
