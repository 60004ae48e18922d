import { Badge } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';

/** The mark of changes still on the phone, waiting for signal. */
export function SyncBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <Badge
      color="yellow"
      variant="light"
      leftSection={<IconCloudUpload size={12} />}
      aria-label="Pending sync"
    >
      {count === 1 ? 'Pending sync' : `${count} pending sync`}
    </Badge>
  );
}
