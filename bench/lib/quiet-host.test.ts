import { describe, expect, it } from 'vitest';
import { busyShare, cpuTimes } from './quiet-host';

describe('cpuTimes', () => {
  it('adds every field of the machine’s line and counts idle with iowait', () => {
    const times = cpuTimes('cpu  100 5 50 800 20 3 2 0 0 0\ncpu0 50 2 25 400 10 1 1 0 0 0\n');
    expect(times).toEqual({ total: 980, idle: 820 });
  });

  it('refuses text that is not /proc/stat', () => {
    expect(() => cpuTimes('intr 1 2 3')).toThrow(/cpu line/);
    expect(() => cpuTimes('cpu a b c d e')).toThrow(/not numbers/);
  });
});

describe('busyShare', () => {
  it('is the busy part of the time between two readings', () => {
    expect(busyShare({ total: 1_000, idle: 800 }, { total: 1_400, idle: 1_100 })).toBeCloseTo(0.25);
    expect(busyShare({ total: 1_000, idle: 800 }, { total: 1_400, idle: 800 })).toBe(1);
  });

  it('is 0 when no time passed', () => {
    expect(busyShare({ total: 1_000, idle: 800 }, { total: 1_000, idle: 800 })).toBe(0);
  });
});
