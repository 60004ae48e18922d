import { describe, expect, it } from 'vitest';
import { groupCommit, type Outcome } from './group-commit';

type Request = { key: string; value: number };

/** A commit that records each batch and doubles each value, refusing negatives one by one. */
function recorder() {
  const batches: number[][] = [];
  const submit = groupCommit<Request, number>({
    key: (request) => request.key,
    maxBatch: 3,
    commit: async ({ requests }) => {
      batches.push(requests.map((request) => request.value));
      await new Promise((resolve) => setTimeout(resolve, 5));
      return requests.map((request): Outcome<number> =>
        request.value < 0
          ? { ok: false, error: new Error(`no ${request.value}`) }
          : { ok: true, value: request.value * 2 },
      );
    },
  });
  return { batches, submit };
}

describe('groupCommit', () => {
  it('commits the first request alone and everything that waited for it together, at most maxBatch at once', async () => {
    const { batches, submit } = recorder();
    const answers = await Promise.all([1, 2, 3, 4, 5, 6].map((value) => submit({ key: `k${value}`, value })));
    expect(answers).toEqual([2, 4, 6, 8, 10, 12]);
    expect(batches).toEqual([[1], [2, 3, 4], [5, 6]]);
  });

  it('refuses one request without failing the others of its commit', async () => {
    const { submit } = recorder();
    const answers = await Promise.allSettled([1, -2, 3].map((value) => submit({ key: `k${value}`, value })));
    expect(answers.map((answer) => answer.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(answers[1]).toMatchObject({ reason: new Error('no -2') });
  });

  it('never puts two requests with the same key in one commit', async () => {
    const { batches, submit } = recorder();
    await Promise.all([
      submit({ key: 'first', value: 1 }),
      submit({ key: 'same', value: 2 }),
      submit({ key: 'same', value: 3 }),
      submit({ key: 'other', value: 4 }),
    ]);
    expect(batches).toEqual([[1], [2, 4], [3]]);
  });

  it('gives every request of a failed commit its error, then goes on with the next', async () => {
    let calls = 0;
    const submit = groupCommit<Request, number>({
      key: (request) => request.key,
      maxBatch: 10,
      commit: async ({ requests }) => {
        calls++;
        await new Promise((resolve) => setTimeout(resolve, 5));
        if (calls === 2) throw new Error('contention');
        return requests.map((request) => ({ ok: true as const, value: request.value }));
      },
    });
    const answers = await Promise.allSettled([1, 2, 3].map((value) => submit({ key: `k${value}`, value })));
    expect(answers.map((answer) => answer.status)).toEqual(['fulfilled', 'rejected', 'rejected']);
    await expect(submit({ key: 'later', value: 9 })).resolves.toBe(9);
  });
  it('takes into a commit about to try again the requests that arrived since, as far as maxBatch and keys allow', async () => {
    const batches: number[][] = [];
    let release: () => void = () => undefined;
    const lost = new Promise<void>((resolve) => (release = resolve));
    const submit = groupCommit<Request, number>({
      key: (request) => request.key,
      maxBatch: 3,
      commit: async (batch) => {
        batches.push(batch.requests.map((request) => request.value));
        // The first try loses; the requests that arrived while it ran join the second.
        await lost;
        batch.takeArrivals();
        batches.push(batch.requests.map((request) => request.value));
        return batch.requests.map((request) => ({ ok: true as const, value: request.value * 10 }));
      },
    });
    const first = submit({ key: 'a', value: 1 });
    const later = [
      submit({ key: 'a', value: 2 }),
      submit({ key: 'b', value: 3 }),
      submit({ key: 'c', value: 4 }),
      submit({ key: 'd', value: 5 }),
    ];
    release();
    expect(await Promise.all([first, ...later])).toEqual([10, 20, 30, 40, 50]);
    // 'a' again waits for the next commit, where it sees what the first wrote; 'd' is past maxBatch.
    expect(batches).toEqual([[1], [1, 3, 4], [2, 5], [2, 5]]);
  });
});
