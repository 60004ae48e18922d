import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { lotByNumberQuery } from '../api/trace';

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
          : 'Enter the lot number as on its label, e.g. L-20261123-K7QD',
    },
  });
  const search = form.onSubmit(async ({ number }) => {
    setSearching(true);
    try {
      const lotId = await queryClient.fetchQuery(lotByNumberQuery(number.trim().toUpperCase()));
      if (lotId) onFound(lotId);
      else form.setFieldError('number', 'No lot has this number.');
    } catch {
      form.setFieldError('number', 'We could not search: check your connection and try again.');
    } finally {
      setSearching(false);
    }
  });
  return (
    <form onSubmit={search} noValidate>
      <Group align="start" gap="xs">
        <TextInput
          label="Trace a lot"
          placeholder="L-20261123-K7QD"
          {...form.getInputProps('number')}
          w={260}
        />
        <Button type="submit" mt={24} variant="light" loading={searching}>
          Trace
        </Button>
      </Group>
    </form>
  );
}
