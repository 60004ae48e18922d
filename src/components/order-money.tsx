import { Alert, Divider, Group, List, Stack, Text } from '@mantine/core';
import type { DoorUnpaidOutcome, OrderCollection } from '@nyama/domain/delivery/door-collection';
import { formatKes } from '@nyama/domain/kernel/money';
import type { AccountRefund, MoneyReader, OrderMoneyAccount } from '@nyama/domain/payments/order-money';
import { m } from '../paraglide/messages';

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 400} aria-label={label} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

const doorLabel = (collection: OrderCollection) =>
  collection.method === 'cash'
    ? m.shared_money_cash_at_door({ driver: collection.driverName })
    : m.shared_money_mpesa_at_door({
        receipt: collection.receipt ?? m.shared_money_no_receipt(),
        driver: collection.driverName,
      });

/** The domain's DOOR_UNPAID_OUTCOME_LABEL, in the page's language. */
const OUTCOME_WORDS: Record<DoorUnpaidOutcome, () => string> = {
  paidAtShop: m.shared_money_paid_at_shop,
  writtenOff: m.shared_money_written_off,
};

/** Where a refund goes back to, as `reader` says it. */
function refundPlace(refund: AccountRefund, reader: MoneyReader): string {
  if (reader === 'customer') {
    return refund.provider === 'mpesa' ? m.shared_refund_your_mpesa() : m.shared_refund_your_card();
  }
  return refund.provider === 'mpesa' ? m.shared_refund_their_mpesa() : m.shared_refund_their_card();
}

const FAILED_NEXT: Record<MoneyReader, (amount: string) => string> = {
  customer: () => m.shared_refund_next_customer(),
  driver: () => m.shared_refund_next_driver(),
  staff: (amount) => m.shared_refund_next_staff({ amount }),
};

/**
 * The domain's describeRefund in the page's language: one refund on its way, sent with its reference, or
 * failed (the provider's reason as it gave it) and what next for `reader`.
 */
function refundWords(refund: AccountRefund, reader: MoneyReader): string {
  const where = refundPlace(refund, reader);
  const reference = refund.reference;
  switch (refund.stage) {
    case 'onItsWay':
      return m.shared_refund_on_its_way({ where });
    case 'sent':
      // A card refund reaches the bank at once, the card's statement only days later.
      if (refund.provider === 'card') {
        return reference
          ? m.shared_refund_sent_card_reference({ where, reference })
          : m.shared_refund_sent_card({ where });
      }
      return reference
        ? m.shared_refund_sent_reference({ where, reference })
        : m.shared_refund_sent({ where });
    case 'failed': {
      const next = FAILED_NEXT[reader](formatKes(refund.amountCents));
      return refund.failure
        ? m.shared_refund_failed_because({ failure: refund.failure, next })
        : m.shared_refund_failed({ next });
    }
  }
}

const STAGE_COLOUR = { onItsWay: 'dimmed', sent: 'green', failed: 'ember' } as const;

function RefundItem({ refund, reader }: { refund: AccountRefund; reader: MoneyReader }) {
  const amount = formatKes(refund.amountCents);
  return (
    <List.Item aria-label={m.shared_money_refund_of({ amount })}>
      <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
        <Text size="sm">{m.shared_money_refund_reason({ reason: refund.reason })}</Text>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {amount}
        </Text>
      </Group>
      <Text size="xs" c={STAGE_COLOUR[refund.stage]}>
        {refundWords(refund, reader)}
      </Text>
    </List.Item>
  );
}

/**
 * The order's money as its account has it (orderMoneyAccount): what was paid and how, each refund and
 * where it stands, and what is still to pay. The customer's page, the driver's and the Admin's show this
 * same account; `reader` says whose words a refund is told in, and staff also see what the shop holds.
 */
export function OrderMoney({ account, reader }: { account: OrderMoneyAccount; reader: MoneyReader }) {
  return (
    <Stack gap={4} aria-label={m.shared_money_label()}>
      {account.paidAheadCents > 0 && (
        <Row label={m.shared_money_paid_ahead()} value={formatKes(account.paidAheadCents)} />
      )}
      {account.atDoor.map((collection) => (
        <Row
          key={`${collection.method}-${collection.atMs}`}
          label={doorLabel(collection)}
          value={formatKes(collection.amountCents)}
        />
      ))}
      {account.paidLaterCents > 0 && (
        <Row label={m.shared_money_paid_later()} value={formatKes(account.paidLaterCents)} />
      )}
      {account.refunds.length > 0 && (
        <List listStyleType="none" spacing={4} aria-label={m.shared_money_refunds()}>
          {account.refunds.map((refund) => (
            <RefundItem key={refund.refundId} refund={refund} reader={reader} />
          ))}
        </List>
      )}
      {account.refundedCents > 0 && (
        <Row label={m.shared_money_refunded()} value={`−${formatKes(account.refundedCents)}`} />
      )}
      {reader === 'staff' && (account.heldCents > 0 || account.refundedCents > 0) && (
        <Row label={m.shared_money_shop_holds()} value={formatKes(account.heldCents)} />
      )}
      <Divider my={2} />
      <Row
        label={m.shared_money_still_to_pay()}
        value={account.dueCents > 0 ? formatKes(account.dueCents) : m.shared_money_nothing()}
        strong
      />
      {account.unpaid && !account.unpaid.resolved && (
        <Alert color="ember" title={m.shared_money_not_paid_title()}>
          {m.shared_money_not_paid({
            driver: account.unpaid.driverName,
            amount: formatKes(account.unpaid.dueCents),
            reason: account.unpaid.reason,
          })}
        </Alert>
      )}
      {account.unpaid?.resolved && (
        <Text size="sm" c="dimmed">
          {m.shared_money_not_paid_resolved({
            reason: account.unpaid.reason,
            outcome: OUTCOME_WORDS[account.unpaid.resolved.outcome](),
            name: account.unpaid.resolved.byName,
            note: account.unpaid.resolved.note,
          })}
        </Text>
      )}
    </Stack>
  );
}
