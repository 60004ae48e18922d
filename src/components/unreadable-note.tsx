import { Alert } from '@mantine/core';
import { m } from '../paraglide/messages';

/** What the list's rows are, each said with its count in the page's language. */
const NOTES = { row: m.shared_unreadable_rows, delivery: m.shared_unreadable_deliveries };

type Props = {
  /** How many documents of the list its schema refused (`readList` left them out). */
  count: number;
  /** What one row is. */
  noun?: keyof typeof NOTES;
};

/** Says that a list is missing rows whose records are damaged, under the rows that could be shown. */
export function UnreadableNote({ count, noun = 'row' }: Props) {
  if (count === 0) return null;
  return (
    <Alert color="yellow" variant="light" role="status" mt="sm">
      {NOTES[noun]({ count })}
    </Alert>
  );
}
