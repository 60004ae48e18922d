import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { PageNavigation } from '../../lib/use-cursor-pages';
import { m } from '../../paraglide/messages';

/** Previous and Next under a cursor-paged list. There is no page count: Firestore would have to count. */
export function Pager({ pages }: { pages: PageNavigation }) {
  return (
    <Group component="nav" aria-label={m.shared_table_pages()} justify="space-between" wrap="nowrap">
      <Button
        variant="default"
        size="sm"
        leftSection={<IconChevronLeft size={16} aria-hidden />}
        disabled={!pages.hasPrevious}
        onClick={pages.previous}
      >
        {m.shared_table_previous()}
      </Button>
      <Text size="sm" aria-live="polite">
        {m.shared_table_page({ number: pages.pageIndex + 1 })}
      </Text>
      <Button
        variant="default"
        size="sm"
        rightSection={<IconChevronRight size={16} aria-hidden />}
        disabled={!pages.hasNext}
        onClick={pages.next}
      >
        {m.shared_table_next()}
      </Button>
    </Group>
  );
}
