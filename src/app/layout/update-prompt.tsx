import { Suspense } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { lazyOptional } from '../../lib/lazy-optional';

const UpdateNotice = lazyOptional(() => import('./update-notice').then((module) => module.UpdateNotice));

/**
 * Registers the service worker and announces a new version once one waits. The notice, its words and
 * Mantine's notification load only then: every visit registers, few see a new version (decision 081).
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW();
  if (!needRefresh) return null;
  return (
    <Suspense fallback={null}>
      <UpdateNotice onReload={() => void updateServiceWorker(true)} onClose={() => setNeedRefresh(false)} />
    </Suspense>
  );
}
