import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { m } from '../../../../paraglide/messages';
import { lotByNumberQuery } from '../api/trace';

const EXAMPLE = 'L-20261123-K7QD';

/** Finds a lot by the number on its label, sold out or not, to trace it: a recall starts from a label. */
export function TraceLotSearch({ onFound }: { onFound: (lotId: string) => void }) {
  const queryClient = useQueryClient();
  const [searching, setSearching] = useState(false);
  const form = useForm({
    initialValues: { number: '' },
    validate: {
      number: (value) =>
        /^L-\d{8}-[A-Z0-9]+$/i.test(value.trim())
          ? null
          : m.staff_inv_trace_enter_number({ example: EXAMPLE }),
    },
  });
  const search = form.onSubmit(async ({ number }) => {
    setSearching(true);
    try {
      const lotId = await queryClient.fetchQuery(lotByNumberQuery(number.trim().toUpperCase()));
      if (lotId) onFound(lotId);
      else form.setFieldError('number', m.staff_inv_trace_no_lot());
    } catch {
      form.setFieldError('number', m.staff_inv_trace_could_not_search());
    } finally {
      setSearching(false);
    }
  });
  return (
    <form onSubmit={search} noValidate>
      <Group align="start" gap="xs">
        <TextInput
          label={m.staff_inv_trace_a_lot()}
          placeholder={EXAMPLE}
          {...form.getInputProps('number')}
          w={260}
        />
        <Button type="submit" mt={24} variant="light" loading={searching}>
          {m.staff_inv_trace()}
        </Button>
      </Group>
    </form>
  );
}
