import { afterEach, describe, expect, it, vi } from 'vitest';

const evaluated: string[] = [];
vi.mock('./app', () => {
  evaluated.push('auth');
  return {};
});
vi.mock('./firestore', () => {
  evaluated.push('sdk');
  return {};
});
vi.mock('./page-refs', () => {
  evaluated.push('refs');
  return {};
});

const { afterFirestore } = await import('./firestore-in-parts');

describe('afterFirestore', () => {
  let ticking: ReturnType<typeof setInterval> | undefined;
  afterEach(() => clearInterval(ticking));

  it('evaluates Auth, the SDK and the references in tasks of their own, then loads the reads', async () => {
    // Another task of the page's, queued all along: it must get the main thread between the parts.
    ticking = setInterval(() => evaluated.push('task'), 0);
    const reads = await afterFirestore(() => {
      evaluated.push('reads');
      return Promise.resolve('the round');
    });
    expect(reads).toBe('the round');
    expect(evaluated.filter((part) => part !== 'task')).toEqual(['auth', 'sdk', 'refs', 'reads']);
    expect(evaluated.join(' ')).toMatch(/auth (task )+sdk (task )+refs (task )+reads/);
  });

  it('loads the parts once: a second listener loads only its own module', async () => {
    const before = evaluated.length;
    await afterFirestore(() => Promise.resolve(evaluated.push('answers')));
    expect(evaluated.slice(before).filter((part) => part !== 'task')).toEqual(['answers']);
  });
});
