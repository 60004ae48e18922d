import { afterEach, describe, expect, it } from 'vitest';
import { checkSlot, SLOT_SENTENCES, SLOTS } from '@nyama/domain/delivery/slots';
import { sayRefusal } from '@nyama/domain/kernel/refusal';
import { setLocale } from '../paraglide/runtime';
import { describeSlot, describeSlotDate, SLOT_WORDS, slotRefusalWords } from './slot-labels';

const speak = (locale: 'en-KE' | 'sw-KE') => setLocale(locale, { reload: false });

afterEach(() => speak('en-KE'));

// 22 November 2026, 21:30 in Nairobi (18:30 UTC): late evening, so "tomorrow" is the 23rd.
const now = Date.UTC(2026, 10, 22, 18, 30);

describe('slot labels', () => {
  it('names today and tomorrow in Nairobi time', () => {
    expect(describeSlotDate('2026-11-22', now)).toBe('Today');
    expect(describeSlotDate('2026-11-23', now)).toBe('Tomorrow');
    expect(describeSlotDate('2026-11-25', now)).toBe('Wednesday, 25 November');
  });
  it('says when a window is on Nairobi days even after UTC midnight', () => {
    const afterUtcMidnight = Date.UTC(2026, 10, 22, 22, 30);
    expect(describeSlotDate('2026-11-23', afterUtcMidnight)).toBe('Today');
  });
  it('joins the day and the window', () => {
    expect(describeSlot({ date: '2026-11-23', slotId: 'morning' }, now)).toBe(
      'Tomorrow, Morning, 8:00–11:00',
    );
  });
  it('names each window as the domain does, in English', () => {
    for (const slot of SLOTS) expect(SLOT_WORDS[slot.id]()).toBe(slot.label);
  });
  it('says the day, the window and why one is closed in Kiswahili', () => {
    const tooLate = checkSlot({ date: '2026-11-22', slotId: 'morning' }, now, 0, 10);
    const full = checkSlot({ date: '2026-11-23', slotId: 'morning' }, now, 10, 10);
    const tooFar = checkSlot({ date: '2026-11-26', slotId: 'morning' }, now, 0, 10);
    const refusals = [tooLate, full, tooFar].filter((refusal) => refusal !== null);
    expect(refusals).toHaveLength(3);
    const english = refusals.map((refusal) => sayRefusal(SLOT_SENTENCES, refusal));
    expect(refusals.map(slotRefusalWords)).toEqual(english);
    speak('sw-KE');
    expect(describeSlot({ date: '2026-11-23', slotId: 'evening' }, now)).toBe('Kesho, Jioni, 16:00–19:00');
    expect(describeSlotDate('2026-11-25', now)).toBe('Jumatano, 25 Novemba');
    expect(slotRefusalWords({ reason: 'slot-full' })).toBe('Muda huu umejaa; chagua mwingine.');
    expect(slotRefusalWords({ reason: 'slot-too-far-ahead', days: 3 })).toBe(
      'Tunapokea oda hadi siku 3 mbele.',
    );
    refusals.forEach((refusal, index) => expect(slotRefusalWords(refusal)).not.toBe(english[index]));
  });
});
