import { Button, Group, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { describeCallableError } from '../lib/firebase/callable-error';
import { m } from '../paraglide/messages';

type Props = {
  applied: string | null;
  /** Why the applied code no longer counts (e.g. the cart fell under its minimum), from the quote. */
  refusal: string | null;
  /** Asks the server to price the order with this code: its refusal as a sentence, or null when accepted. */
  check: (couponCode: string) => Promise<string | null>;
  /** Keeps the accepted code with the order being made (null: removed). */
  onChange: (couponCode: string | null) => Promise<unknown>;
};

class CouponRefused extends Error {}

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
      ? apply.error.message
      : describeCallableError(apply.error)
    : refusal;

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
