import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { FormError } from '../../../../components/form-error';
import { describeStaffError } from '../../refusals/public';
import { useReplayTaxInvoice, type TaxInvoiceRow } from '../api/tax-invoices';
import { ItemLinks } from './item-links';
import { m } from '../../../../paraglide/messages';

/**
 * A refused invoice's Replay, asked twice: what goes to KRA is the items as they stand, so the dialog
 * sends the Admin to them first.
 */
export function ReplayButton({ invoice }: { invoice: TaxInvoiceRow }) {
  const [opened, { open, close }] = useDisclosure(false);
  const replay = useReplayTaxInvoice();
  const number = invoice.orderNumber;
  return (
    <>
      <Button size="xs" variant="light" onClick={open} aria-label={m.staff_tax_replay_label({ number })}>
        {m.staff_tax_replay()}
      </Button>
      <Modal opened={opened} onClose={close} title={m.staff_tax_replay_title({ number })}>
        <Stack gap="sm">
          <Text size="sm">{m.staff_tax_replay_body()}</Text>
          <ItemLinks invoice={invoice} />
          <FormError message={replay.error ? describeStaffError(replay.error) : null} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {m.staff_tax_replay_cancel()}
            </Button>
            <Button
              loading={replay.isPending}
              onClick={() => replay.mutate({ key: invoice.key }, { onSuccess: close })}
            >
              {m.staff_tax_replay_confirm()}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
