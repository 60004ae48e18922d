import { ReasonForm } from '../../../../components/reason-form';
import { reverseInventoryTransactionInput } from '@nyama/domain/callables/inventory-callables';
import { describeStaffError } from '../../refusals/public';
import { m } from '../../../../paraglide/messages';
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
  return (
    <ReasonForm
      label={label}
      question={m.staff_inv_reverse_why()}
      placeholder={m.staff_inv_reverse_placeholder()}
      schema={reverseInventoryTransactionInput.shape.reason}
      saving={reverse.isPending}
      error={reverse.isError ? describeStaffError(reverse.error) : null}
      onSubmit={(reason) =>
        reverse.mutate(
          { transactionId, reason },
          { onSuccess: ({ transactionId: reversalId }) => onReversed?.(reversalId) },
        )
      }
    />
  );
}
