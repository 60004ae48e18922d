import 'fake-indexeddb/auto';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearFarmerData, keepRefusedAnswer, useRefusedAnswers, type RefusedAnswer } from './farmer-db';

const refusal = (id: string, farmerUid: string, atMs: number): RefusedAnswer => ({
  id,
  farmerUid,
  orderNumber: `FO-${id}`,
  what: 'Accepted 2 head',
  atMs,
});

afterEach(() => clearFarmerData());

describe('the farmer’s refused answers', () => {
  it('lists the farmer’s own, newest first, and none of another farmer’s on the same phone', async () => {
    keepRefusedAnswer(refusal('1', 'kipchoge', 1_000));
    keepRefusedAnswer(refusal('2', 'wanjiru', 2_000));
    keepRefusedAnswer(refusal('3', 'kipchoge', 3_000));
    const { result } = renderHook(() => useRefusedAnswers('kipchoge'));
    await waitFor(() => expect(result.current.map((answer) => answer.id)).toEqual(['3', '1']));
  });

  it('are gone from the phone after sign-out', async () => {
    keepRefusedAnswer(refusal('1', 'kipchoge', 1_000));
    const { result } = renderHook(() => useRefusedAnswers('kipchoge'));
    await waitFor(() => expect(result.current).toHaveLength(1));
    await clearFarmerData();
    await waitFor(() => expect(result.current).toEqual([]));
  });
});
