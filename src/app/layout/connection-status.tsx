import { Badge } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconWifiOff } from '@tabler/icons-react';
import { m } from '../../paraglide/messages';

/** Drivers and farmers lose signal often: say so, so a queued tap or a cached page is not a surprise. */
export function ConnectionStatus() {
  const { online } = useNetwork();
  if (online) return null;
  return (
    <Badge color="yellow" variant="filled" leftSection={<IconWifiOff size={12} />} role="status">
      {m.shell_offline()}
    </Badge>
  );
}
