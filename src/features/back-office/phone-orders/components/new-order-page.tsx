import { Button, Group, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { SearchField } from '../../../../components/search-field';
import { normaliseKenyanPhone } from '@nyama/domain/kernel/phone';
import type { ListedUser } from '../../users/public';
import { startDraft } from '../api/draft-db';
import { useCreatePhoneCustomer } from '../api/phone-order';
import type { DraftCustomer } from '../draft';
import { CustomerResults } from './customer-results';
import { NewCustomerForm } from './new-customer-form';
import { PhoneOrderFrame } from './phone-order-frame';
import { m } from '../../../../paraglide/messages';

/** /neworder: who is calling. Found by phone (any spelling), name or email, or created on the spot. */
export function NewOrderPage() {
  const navigate = useNavigate();
  const [q, setQ] = useState<string | undefined>();
  const [creating, setCreating] = useState(false);
  const create = useCreatePhoneCustomer();

  const take = useCallback(
    async (customer: DraftCustomer, addressId: string | null) => {
      await startDraft(customer, addressId);
      await navigate({ to: '/choosemeat' });
    },
    [navigate],
  );
  const choose = useCallback(
    (user: ListedUser) =>
      void take({ uid: user.uid, name: user.name, surname: user.surname, mob: user.mob }, null),
    [take],
  );

  return (
    <PhoneOrderFrame step="customer" title={m.staff_phone_who_is_calling()}>
      {(draft) => (
        <Stack>
          {draft && !draft.placed && (
            <Text size="sm" c="dimmed">
              {m.staff_phone_keeps_items()}
            </Text>
          )}
          <Group align="flex-end" gap="sm">
            <SearchField value={q} onSearch={setQ} placeholder={m.staff_phone_search()} />
            {!creating && (
              <Button variant="light" onClick={() => setCreating(true)}>
                {m.staff_phone_new_customer()}
              </Button>
            )}
          </Group>
          {creating && (
            <NewCustomerForm
              defaults={q && normaliseKenyanPhone(q) ? { mob: q } : {}}
              pending={create.isPending}
              error={create.error}
              onCancel={() => setCreating(false)}
              onCreate={(fields) =>
                create.mutate(fields, {
                  onSuccess: ({ uid, addressId }) =>
                    take({ uid, name: fields.name, surname: fields.surname, mob: fields.mob }, addressId),
                })
              }
            />
          )}
          {q && !creating && <CustomerResults q={q} onChoose={choose} />}
        </Stack>
      )}
    </PhoneOrderFrame>
  );
}
