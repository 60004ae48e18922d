import './fonts.css';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';

/**
 * Renders the app into #root; the first commit replaces the prerendered frame of index.html. The first render
 * is a transition so React yields to the browser every few milliseconds instead of blocking a slow
 * phone's main thread for the whole tree (decision 046).
 */
export function start(container: HTMLElement): void {
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
