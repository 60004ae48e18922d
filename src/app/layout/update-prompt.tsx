import { Button, Notification } from '@mantine/core';
import { useRegisterSW } from 'virtual:pwa-register/react';

/** Announces a new version of the app; the customer reloads when it suits them. */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW();
  if (!needRefresh) return null;
  return (
    <Notification
      title="Update ready"
      onClose={() => setNeedRefresh(false)}
      pos="fixed"
      bottom={16}
      right={16}
      style={{ zIndex: 1000, maxWidth: 360 }}
    >
      A new version of the shop is ready.
      <Button size="xs" mt="xs" display="block" onClick={() => void updateServiceWorker(true)}>
        Reload
      </Button>
    </Notification>
  );
}
