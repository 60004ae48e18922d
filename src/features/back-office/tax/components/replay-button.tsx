import { Button, Group, Modal, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { FormError } from '../../../../components/form-error';
import { describeStaffError } from '../../refusals/public';
import { useReplayTaxInvoice } from '../api/tax-invoices';
import { m } from '../../../../paraglide/messages';

type Props = {
  /** The invoice's key, its idempotency key. */
  invoiceKey: string;
  /** The button's name and the dialog's question, naming what is replayed: "Replay the invoice of order NY-1001". */
  label: string;
  title: string;
  /** What goes to KRA as it stands now, which the Admin corrects first: a sale's items, a farmer's profile. */
  corrections: ReactNode;
};

/**
 * A refused invoice's Replay, asked twice: what goes to KRA is what it is made from as that stands, so the
 * dialog says what and sends the Admin to it first.
 */
export function ReplayButton({ invoiceKey, label, title, corrections }: Props) {
  const [opened, { open, close }] = useDisclosure(false);
  const replay = useReplayTaxInvoice();
  return (
    <>
      <Button size="xs" variant="light" onClick={open} aria-label={label}>
        {m.staff_tax_replay()}
      </Button>
      <Modal opened={opened} onClose={close} title={title}>
        <Stack gap="sm">
          {corrections}
          <FormError message={replay.error ? describeStaffError(replay.error) : null} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {m.staff_tax_replay_cancel()}
            </Button>
            <Button
              loading={replay.isPending}
              onClick={() => replay.mutate({ key: invoiceKey }, { onSuccess: close })}
            >
              {m.staff_tax_replay_confirm()}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
