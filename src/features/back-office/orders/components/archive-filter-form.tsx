import { Button, Group, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { useForm } from '@mantine/form';
import { IconSearch } from '@tabler/icons-react';
import { z } from 'zod/mini';
import { archiveRangeProblem } from '@nyama/domain/orders/order-archive';
import type { ArchiveFilters } from '../api/archive-filters';
import { formRules } from '../../../../lib/schema-sentences';
import { m } from '../../../../paraglide/messages';

const archiveFormSchema = z
  .object({
    from: z.nullable(z.string()),
    to: z.nullable(z.string()),
    q: z
      .string()
      .check(z.trim(), z.maxLength(60, { error: () => m.staff_archive_search_too_long({ count: 60 }) })),
  })
  .check(
    z.refine((values) => values.from !== null, {
      error: () => m.staff_archive_choose_first_day(),
      path: ['from'],
    }),
    z.refine((values) => values.to !== null, {
      error: () => m.staff_archive_choose_last_day(),
      path: ['to'],
    }),
    z.superRefine((values, context) => {
      const problem = values.from && values.to ? archiveRangeProblem(values.from, values.to) : null;
      if (problem) context.addIssue({ code: 'custom', message: problem, path: ['to'] });
    }),
  );
type ArchiveFormValues = z.input<typeof archiveFormSchema>;

type Props = {
  /** The search shown now (from the URL). */
  value: ArchiveFilters;
  onSearch: (next: ArchiveFilters) => void;
};

/** The archive's search: a range of days (at most a quarter) and perhaps an order number, phone or name. */
export function ArchiveFilterForm({ value, onSearch }: Props) {
  const form = useForm<ArchiveFormValues>({
    initialValues: { from: value.from, to: value.to, q: value.q ?? '' },
    validate: formRules(archiveFormSchema),
  });
  const search = ({ from, to, q }: ArchiveFormValues) => {
    if (from && to) onSearch({ from, to, q: q.trim() || undefined });
  };
  return (
    <form onSubmit={form.onSubmit(search)} noValidate aria-label={m.staff_archive_search()}>
      <Group gap="xs" align="flex-start" wrap="wrap">
        <DateInput
          label={m.staff_archive_from()}
          valueFormat="D MMM YYYY"
          w={150}
          {...form.getInputProps('from')}
        />
        <DateInput
          label={m.staff_archive_to()}
          valueFormat="D MMM YYYY"
          w={150}
          {...form.getInputProps('to')}
        />
        <TextInput
          label={m.staff_search_placeholder()}
          leftSection={<IconSearch size={16} />}
          w={{ base: '100%', sm: 260 }}
          {...form.getInputProps('q')}
        />
        <Button type="submit" mt={25}>
          {m.staff_archive_search_button()}
        </Button>
      </Group>
    </form>
  );
}
