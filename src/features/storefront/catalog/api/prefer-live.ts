/**
 * A list that is fresh when the network answered and otherwise this device's saved copy, with the time
 * of that copy so the page can say how old it is.
 */
export function preferLive<T>(
  live: { data: T | undefined; isPending: boolean; isError: boolean },
  saved: { savedAtMs: number; data: T } | null | undefined,
) {
  const fromSaved = live.data === undefined && saved ? saved : null;
  return {
    // An answer of "none" (null) from the network stands: the saved copy only fills in for no answer.
    data: live.data === undefined ? saved?.data : live.data,
    savedAtMs: fromSaved?.savedAtMs ?? null,
    isPending: live.isPending && !saved,
    isError: live.isError && !saved,
  };
}
