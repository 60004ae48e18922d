import { Button, Group, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { FormError } from '../../../../components/form-error';
import { reverseInventoryTransactionInput } from '../../../../domain/inventory-callables';
import { describeCallableError } from '../../../../lib/firebase/callable-error';
import { useReverseInventoryTransaction } from '../api/documents';

type Props = {
  transactionId: string;
  /** What is reversed, for the button: "Reverse RN-0004", "Reverse this movement". */
  label: string;
  onReversed?: (reversalId: string) => void;
};

/** Undoes a staff posting by posting its negation, with the reason (decision 021); a document follows it. */
export function ReverseForm({ transactionId, label, onReversed }: Props) {
  const reverse = useReverseInventoryTransaction();
  const form = useForm({
    initialValues: { transactionId, reason: '' },
    validate: schemaResolver(reverseInventoryTransactionInput, { sync: true }),
  });
  return (
    <form
      aria-label={label}
      noValidate
      onSubmit={form.onSubmit((values) =>
        reverse.mutate(values, {
          onSuccess: ({ transactionId: reversalId }) => {
            notifications.show({ color: 'green', message: 'Reversed: the stock is back as it was.' });
            onReversed?.(reversalId);
          },
        }),
      )}
    >
      <Stack gap="xs">
        <Group gap="xs" align="flex-start" wrap="wrap">
          <TextInput
            label="Why reverse it"
            required
            placeholder="e.g. Entered on the wrong item"
            w={{ base: '100%', sm: 320 }}
            {...form.getInputProps('reason')}
          />
          <Button
            type="submit"
            color="ember"
            variant="light"
            mt={{ base: 0, sm: 25 }}
            loading={reverse.isPending}
          >
            {label}
          </Button>
        </Group>
        <FormError message={reverse.isError ? describeCallableError(reverse.error) : null} />
      </Stack>
    </form>
  );
}
