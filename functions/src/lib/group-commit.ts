/** One request's answer from a commit: its value, or the reason it alone was refused. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** The requests one commit answers. */
type Batch<R> = {
  /** In order: those the commit began with, then those it took in since. */
  readonly requests: readonly R[];
  /**
   * Takes in the requests that arrived while the commit ran, as far as maxBatch and their keys allow
   * (decision 079): a commit about to try again reads everything afresh anyway, and a request that joins
   * it is answered with it, where it would have waited for all the commit's tries and then for its own.
   */
  takeArrivals(): void;
};

type Waiting<R, T> = { request: R; resolve: (value: T) => void; reject: (error: unknown) => void };

/**
 * Group commit (decision 022): requests that arrive while a commit is running wait, and the next commit
 * takes all of them at once, so N customers buying the same goat cost one transaction on its hot
 * documents instead of N that abort each other. At most one commit runs at a time in this instance.
 *
 * `commit` answers one outcome per request of its batch as it ends, in order; if it throws, every request
 * of the batch gets the error. Two requests with the same `key` never share a commit: the later one waits
 * for the next, where it sees what the first wrote (the same customer twice, or a retried request).
 */
export function groupCommit<R, T>(options: {
  commit: (batch: Batch<R>) => Promise<Outcome<T>[]>;
  key: (request: R) => string;
  maxBatch: number;
}): (request: R) => Promise<T> {
  const waiting: Waiting<R, T>[] = [];
  let running = false;

  /** Moves the waiting requests whose keys the batch does not hold into it, up to maxBatch. */
  function takeInto(batch: Waiting<R, T>[], keys: Set<string>): void {
    for (let index = 0; index < waiting.length && batch.length < options.maxBatch;) {
      const entry = waiting[index];
      if (!entry) break;
      const key = options.key(entry.request);
      if (keys.has(key)) {
        index++;
        continue;
      }
      keys.add(key);
      batch.push(entry);
      waiting.splice(index, 1);
    }
  }

  async function drain(): Promise<void> {
    running = true;
    while (waiting.length > 0) {
      const entries: Waiting<R, T>[] = [];
      const keys = new Set<string>();
      takeInto(entries, keys);
      const requests: R[] = entries.map((entry) => entry.request);
      try {
        const outcomes = await options.commit({
          requests,
          takeArrivals: () => {
            const from = entries.length;
            takeInto(entries, keys);
            requests.push(...entries.slice(from).map((entry) => entry.request));
          },
        });
        entries.forEach((entry, index) => {
          const outcome = outcomes[index];
          if (!outcome) entry.reject(new Error('The commit gave no answer for this request.'));
          else if (outcome.ok) entry.resolve(outcome.value);
          else entry.reject(outcome.error);
        });
      } catch (error) {
        for (const entry of entries) entry.reject(error);
      }
    }
    running = false;
  }

  return (request) =>
    new Promise<T>((resolve, reject) => {
      waiting.push({ request, resolve, reject });
      if (!running) void drain();
    });
}
