/** One request's answer from a commit: its value, or the reason it alone was refused. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

type Waiting<R, T> = { request: R; resolve: (value: T) => void; reject: (error: unknown) => void };

/**
 * Group commit (decision 022): requests that arrive while a commit is running wait, and the next commit
 * takes all of them at once, so N customers buying the same goat cost one transaction on its hot
 * documents instead of N that abort each other. At most one commit runs at a time in this instance.
 *
 * `commit` answers one outcome per request, in order; if it throws, every request of that commit gets the
 * error. Two requests with the same `key` never share a commit: the later one waits for the next, where
 * it sees what the first wrote (the same customer twice, or a retried request).
 */
export function groupCommit<R, T>(options: {
  commit: (requests: R[]) => Promise<Outcome<T>[]>;
  key: (request: R) => string;
  maxBatch: number;
}): (request: R) => Promise<T> {
  const waiting: Waiting<R, T>[] = [];
  let running = false;

  function nextBatch(): Waiting<R, T>[] {
    const keys = new Set<string>();
    const batch: Waiting<R, T>[] = [];
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
    return batch;
  }

  async function drain(): Promise<void> {
    running = true;
    while (waiting.length > 0) {
      const batch = nextBatch();
      try {
        const outcomes = await options.commit(batch.map((entry) => entry.request));
        batch.forEach((entry, index) => {
          const outcome = outcomes[index];
          if (!outcome) entry.reject(new Error('The commit gave no answer for this request.'));
          else if (outcome.ok) entry.resolve(outcome.value);
          else entry.reject(outcome.error);
        });
      } catch (error) {
        for (const entry of batch) entry.reject(error);
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
