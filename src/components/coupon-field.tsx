import { Button, Group, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { CouponRefusal } from '@nyama/domain/catalogue/coupon-refusals';
import { sayRefusal } from '@nyama/domain/kernel/refusal';
import { describeCallableError } from '../lib/firebase/callable-error';
import { COUPON_WORDS } from '../lib/refusal-words';
import { m } from '../paraglide/messages';

type Props = {
  applied: string | null;
  /** Why the applied code no longer counts (e.g. the cart fell under its minimum), from the quote. */
  refusal: CouponRefusal | null;
  /** Asks the server to price the order with this code: its refusal, or null when accepted. */
  check: (couponCode: string) => Promise<CouponRefusal | null>;
  /** Keeps the accepted code with the order being made (null: removed). */
  onChange: (couponCode: string | null) => Promise<unknown>;
};

class CouponRefused extends Error {
  constructor(readonly refusal: CouponRefusal) {
    super(refusal.reason);
  }
}

const couponWords = (refusal: CouponRefusal) => sayRefusal(COUPON_WORDS, refusal);

/** A coupon is applied only once the server accepts it for this order; otherwise its reason is shown. */
export function CouponField({ applied, refusal, check, onChange }: Props) {
  const [code, setCode] = useState(applied ?? '');
  const apply = useMutation({
    mutationFn: async (couponCode: string) => {
      const refused = await check(couponCode);
      if (refused) throw new CouponRefused(refused);
      await onChange(couponCode.trim().toUpperCase());
    },
  });
  const remove = () => {
    setCode('');
    apply.reset();
    void onChange(null);
  };
  const error = apply.error
    ? apply.error instanceof CouponRefused
      ? couponWords(apply.error.refusal)
      : describeCallableError(apply.error)
    : refusal && couponWords(refusal);

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (code.trim()) apply.mutate(code.trim());
      }}
    >
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          label={m.shared_coupon_code()}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value.toUpperCase())}
          error={error}
          disabled={applied !== null}
          style={{ flex: 1 }}
          autoCapitalize="characters"
        />
        {applied ? (
          <Button variant="default" mt={25} onClick={remove}>
            {m.shared_coupon_remove()}
          </Button>
        ) : (
          <Button type="submit" variant="light" mt={25} loading={apply.isPending}>
            {m.shared_coupon_apply()}
          </Button>
        )}
      </Group>
      {applied && !refusal && (
        <Text size="sm" c="green" mt={4}>
          {m.shared_coupon_applied({ code: applied })}
        </Text>
      )}
    </form>
  );
}
