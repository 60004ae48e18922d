import { Button, Notification } from '@mantine/core';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { m } from '../../paraglide/messages';

/** Announces a new version of the app; the customer reloads when it suits them. */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW();
  if (!needRefresh) return null;
  return (
    <Notification
      title={m.shell_update_title()}
      onClose={() => setNeedRefresh(false)}
      closeButtonProps={{ 'aria-label': m.shell_toast_dismiss() }}
      pos="fixed"
      bottom={16}
      right={16}
      style={{ zIndex: 1000, maxWidth: 360 }}
    >
      {m.shell_update_body()}
      <Button size="xs" mt="xs" display="block" onClick={() => void updateServiceWorker(true)}>
        {m.shell_update_reload()}
      </Button>
    </Notification>
  );
}
