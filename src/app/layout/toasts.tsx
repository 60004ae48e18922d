import { Suspense, useEffect, useState } from 'react';
import { lazyOptional } from '../../lib/lazy-optional';
import { useIdleAfterLoad } from '../../lib/use-idle-after-load';

const loadToasts = () => import('@mantine/notifications');
const ToastStack = lazyOptional(() => import('./toast-stack').then((module) => module.ToastStack));

/**
 * The toasts' container, mounted when the first toast is raised: until then a visit renders none of it
 * (mounted at idle, its portal and transitions were one task of 14–29 ms on a fast machine, about four
 * times that on a slow phone: decision 053).
 * Its store is watched from the page's first idle moment (decision 044), so the start does not load it;
 * a toast raised before then is kept by the store and shown when the container mounts.
 */
export function Toasts() {
  const idle = useIdleAfterLoad();
  const [raised, setRaised] = useState(false);
  useEffect(() => {
    if (!idle || raised) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void loadToasts().then(
      ({ notificationsStore }) => {
        if (cancelled) return;
        const watch = () => {
          const { notifications, queue } = notificationsStore.getState();
          if (notifications.length + queue.length > 0) setRaised(true);
        };
        stop = notificationsStore.subscribe(watch);
        watch();
        // Offline before the service worker kept the files: no toasts on this page, the next load tries again.
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [idle, raised]);
  if (!raised) return null;
  return (
    <Suspense fallback={null}>
      <ToastStack />
    </Suspense>
  );
}
