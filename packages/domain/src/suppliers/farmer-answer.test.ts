import { describe, expect, it } from 'vitest';
import { describeAnswer, isAnswerAlreadyApplied } from './farmer-answer';

describe('a farmer’s answer', () => {
  const counter = { head: 6, deliveryDate: '2026-12-03', note: '' };

  it('is a duplicate when its effect is already there, and a second, different counter is not', () => {
    expect(isAnswerAlreadyApplied({ status: 'confirmed', counter: null }, { answer: 'confirm' })).toBe(true);
    expect(isAnswerAlreadyApplied({ status: 'sent', counter: null }, { answer: 'confirm' })).toBe(false);
    const countered = { status: 'countered' as const, counter: { ...counter, atMs: 1 } };
    expect(isAnswerAlreadyApplied(countered, { answer: 'counter', counter })).toBe(true);
    expect(isAnswerAlreadyApplied(countered, { answer: 'counter', counter: { ...counter, head: 5 } })).toBe(
      false,
    );
  });

  it('reads as the farmer said it', () => {
    expect(describeAnswer({ answer: 'decline', reason: 'Drought' })).toBe('Declined: Drought');
    expect(describeAnswer({ answer: 'counter', counter })).toBe('Offered 6 head on 2026-12-03');
  });
});
