import { Alert, Divider, Group, List, Stack, Text } from '@mantine/core';
import { DOOR_UNPAID_OUTCOME_LABEL, type OrderCollection } from '@nyama/domain/delivery/door-collection';
import { formatKes } from '@nyama/domain/kernel/money';
import {
  describeRefund,
  type AccountRefund,
  type MoneyReader,
  type OrderMoneyAccount,
} from '@nyama/domain/payments/order-money';

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
    ? `Cash at the door, collected by ${collection.driverName}`
    : `M-Pesa at the door (${collection.receipt ?? 'no receipt yet'}), sent by ${collection.driverName}`;

const STAGE_COLOUR = { onItsWay: 'dimmed', sent: 'green', failed: 'ember' } as const;

function RefundItem({ refund, reader }: { refund: AccountRefund; reader: MoneyReader }) {
  const amount = formatKes(refund.amountCents);
  return (
    <List.Item aria-label={`Refund of ${amount}`}>
      <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
        <Text size="sm">Refund: {refund.reason}</Text>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {amount}
        </Text>
      </Group>
      <Text size="xs" c={STAGE_COLOUR[refund.stage]}>
        {describeRefund(refund, reader)}
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
    <Stack gap={4} aria-label="Money">
      {account.paidAheadCents > 0 && (
        <Row label="Paid before delivery" value={formatKes(account.paidAheadCents)} />
      )}
      {account.atDoor.map((collection) => (
        <Row
          key={`${collection.method}-${collection.atMs}`}
          label={doorLabel(collection)}
          value={formatKes(collection.amountCents)}
        />
      ))}
      {account.paidLaterCents > 0 && (
        <Row label="Paid at the shop after delivery" value={formatKes(account.paidLaterCents)} />
      )}
      {account.refunds.length > 0 && (
        <List listStyleType="none" spacing={4} aria-label="Refunds">
          {account.refunds.map((refund) => (
            <RefundItem key={refund.refundId} refund={refund} reader={reader} />
          ))}
        </List>
      )}
      {account.refundedCents > 0 && <Row label="Refunded" value={`−${formatKes(account.refundedCents)}`} />}
      {reader === 'staff' && (account.heldCents > 0 || account.refundedCents > 0) && (
        <Row label="The shop holds" value={formatKes(account.heldCents)} />
      )}
      <Divider my={2} />
      <Row
        label="Still to pay"
        value={account.dueCents > 0 ? formatKes(account.dueCents) : 'Nothing'}
        strong
      />
      {account.unpaid && !account.unpaid.resolved && (
        <Alert color="ember" title="Not paid at the door">
          {account.unpaid.driverName} delivered it without the {formatKes(account.unpaid.dueCents)} due:{' '}
          {account.unpaid.reason}
        </Alert>
      )}
      {account.unpaid?.resolved && (
        <Text size="sm" c="dimmed">
          Not paid at the door ({account.unpaid.reason}).{' '}
          {`${DOOR_UNPAID_OUTCOME_LABEL[account.unpaid.resolved.outcome]} by ${account.unpaid.resolved.byName}: ${account.unpaid.resolved.note}`}
        </Text>
      )}
    </Stack>
  );
}
