import './fonts.css';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, loadFirstPage } from './app';
import { firstLocale, speak, thisDevice } from '../lib/locale';

/**
 * Renders the app into #root once its first page is loaded; the first commit replaces the prerendered
 * frame of index.html. The first render is a transition so React yields to the browser every few
 * milliseconds instead of blocking a slow phone's main thread for the whole tree (decision 046). The page
 * speaks the device's language from its first render (decision 072).
 */
export async function start(container: HTMLElement): Promise<void> {
  speak(firstLocale(thisDevice()));
  await loadFirstPage();
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
