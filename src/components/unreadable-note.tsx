import { Alert } from '@mantine/core';

type Props = {
  /** How many documents of the list its schema refused (`readList` left them out). */
  count: number;
  /** What one row is, singular and plural, e.g. `['delivery', 'deliveries']`. */
  noun?: readonly [string, string];
};

/** Says that a list is missing rows whose records are damaged, under the rows that could be shown. */
export function UnreadableNote({ count, noun = ['row', 'rows'] }: Props) {
  if (count === 0) return null;
  const one = count === 1;
  return (
    <Alert color="yellow" variant="light" role="status" mt="sm">
      {count} {one ? noun[0] : noun[1]} could not be shown: {one ? 'its record is' : 'their records are'}{' '}
      damaged. The rest of the list is complete.
    </Alert>
  );
}
