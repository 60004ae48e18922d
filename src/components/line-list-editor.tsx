import { ActionIcon, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { m } from '../paraglide/messages';

type Props<Line> = {
  lines: readonly Line[];
  /** Keeps each line's inputs with it when one above is removed: `form.key(\`lines.${index}\`)`. */
  lineKey: (index: number) => string;
  /** One line's inputs, three to a row on wider screens. */
  renderFields: (line: Line, index: number) => ReactNode;
  /** Adds an empty line under the others (it may carry over what the last one said, e.g. the supplier). */
  onAdd: () => void;
  onRemove: (index: number) => void;
};

/**
 * The lines of a document being written (a goods receipt, a sale), each in its own card numbered from 1,
 * with Add a line under them. The last line cannot be removed: a document has at least one.
 */
export function LineListEditor<Line>({ lines, lineKey, renderFields, onAdd, onRemove }: Props<Line>) {
  return (
    <>
      {lines.map((line, index) => (
        <Card key={lineKey(index)} withBorder padding="sm">
          <Stack gap="xs">
            <Group justify="space-between">
              <Text fw={600}>{m.shared_lines_line({ number: index + 1 })}</Text>
              {lines.length > 1 && (
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={m.shared_lines_remove({ number: index + 1 })}
                  onClick={() => onRemove(index)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              )}
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
              {renderFields(line, index)}
            </SimpleGrid>
          </Stack>
        </Card>
      ))}
      <Group>
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={onAdd}>
          {m.shared_lines_add()}
        </Button>
      </Group>
    </>
  );
}
