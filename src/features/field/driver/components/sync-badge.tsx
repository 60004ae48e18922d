import { Badge } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { m } from '../../../../paraglide/messages';

/** The mark of changes still on the phone, waiting for signal. */
export function SyncBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <Badge
      color="yellow"
      variant="light"
      leftSection={<IconCloudUpload size={12} />}
      aria-label={m.field_driver_pending_sync()}
    >
      {m.field_driver_pending_sync_count({ count })}
    </Badge>
  );
}
