import { describe, expect, it } from 'vitest';
import {
  formatNairobiDateTime,
  formatNairobiTime,
  msToNairobiWallTime,
  nairobiDigits,
  nairobiDigitsToMs,
  nairobiStamp,
  nairobiWallTimeToMs,
} from './nairobi-time';

// 1 Dec 2026, 06:00 in Nairobi is 03:00 UTC.
const DEC_1_6AM = Date.UTC(2026, 11, 1, 3, 0);

describe('Nairobi wall-clock times', () => {
  it('reads a picker value as Nairobi time, whatever the device zone', () => {
    expect(nairobiWallTimeToMs('2026-12-01 06:00:00')).toBe(DEC_1_6AM);
    expect(nairobiWallTimeToMs('2026-12-01T06:00')).toBe(DEC_1_6AM);
  });
  it('refuses what is not a date and time', () => {
    expect(nairobiWallTimeToMs('tomorrow')).toBeNull();
    expect(nairobiWallTimeToMs('2026-13-45 06:00')).toBeNull();
  });
  it('gives pickers the same wall-clock time back', () => {
    expect(msToNairobiWallTime(DEC_1_6AM)).toBe('2026-12-01 06:00:00');
  });
  it('shows instants in Nairobi time', () => {
    expect(formatNairobiDateTime(DEC_1_6AM)).toMatch(/1 Dec 2026.*06:00/);
    expect(formatNairobiTime(DEC_1_6AM)).toBe('06:00');
  });
  it('names a backup by its Nairobi time, without colons', () => {
    expect(nairobiStamp(DEC_1_6AM + 5_000)).toBe('2026-12-01T06-00-05');
  });
  it('writes and reads the digits Daraja and OSCU take, in Nairobi time', () => {
    expect(nairobiDigits(DEC_1_6AM + 5_000)).toBe('20261201060005');
    // The last second of the year in UTC is already the new year's morning in Nairobi.
    expect(nairobiDigits(Date.UTC(2026, 11, 31, 23, 59, 59))).toBe('20270101025959');
    expect(nairobiDigitsToMs('20261201060005')).toBe(DEC_1_6AM + 5_000);
    expect(nairobiDigitsToMs('2026120106000')).toBeNull();
    expect(nairobiDigitsToMs('20261301060005')).toBeNull();
  });
});
