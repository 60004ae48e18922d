import { Button, Notification } from '@mantine/core';
import { m } from '../../paraglide/messages';

/** A new version of the app is ready; the customer reloads when it suits them. */
export function UpdateNotice({ onReload, onClose }: { onReload: () => void; onClose: () => void }) {
  return (
    <Notification
      title={m.shell_update_title()}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': m.shell_toast_dismiss() }}
      pos="fixed"
      bottom={16}
      right={16}
      style={{ zIndex: 1000, maxWidth: 360 }}
    >
      {m.shell_update_body()}
      <Button size="xs" mt="xs" display="block" onClick={onReload}>
        {m.shell_update_reload()}
      </Button>
    </Notification>
  );
}
