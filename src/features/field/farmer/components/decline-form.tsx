import { ReasonForm } from '../../../../components/reason-form';
import { reasonSchema } from '@nyama/domain/kernel/text';
import { m } from '../../../../paraglide/messages';
import { textRuleInWords } from '../api/problem-words';

/** Why the farmer declines, with the domain's rule; its sentences in the page's language. */
const declineReason = textRuleInWords(reasonSchema);

/** Declining an order, with the reason the shop will read. */
export function DeclineForm({ onDecline }: { onDecline: (reason: string) => void }) {
  return (
    <ReasonForm
      label={m.field_farmer_decline_order()}
      question={m.field_farmer_why_decline()}
      placeholder={m.field_farmer_decline_example()}
      schema={declineReason}
      saving={false}
      error={null}
      onSubmit={onDecline}
    />
  );
}
