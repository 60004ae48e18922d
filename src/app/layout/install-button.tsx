import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { m } from '../../paraglide/messages';

type InstallPromptEvent = Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: string }> };

/** Offers "Install" only where the browser offers installing (Chromium's beforeinstallprompt). */
export function InstallButton() {
  const [installPrompt, setInstallPrompt] = useState<InstallPromptEvent | null>(null);
  // Subscribing to a browser event, not fetching data: the prompt can only be kept from its event.
  useEffect(() => {
    const keep = (event: Event) => {
      event.preventDefault();
      setInstallPrompt(event as InstallPromptEvent);
    };
    const forget = () => setInstallPrompt(null);
    window.addEventListener('beforeinstallprompt', keep);
    window.addEventListener('appinstalled', forget);
    return () => {
      window.removeEventListener('beforeinstallprompt', keep);
      window.removeEventListener('appinstalled', forget);
    };
  }, []);
  if (!installPrompt) return null;
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconDownload size={14} />}
      visibleFrom="sm"
      onClick={() => {
        void installPrompt.prompt();
        setInstallPrompt(null);
      }}
    >
      {m.shell_install()}
    </Button>
  );
}
