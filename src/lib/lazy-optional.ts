import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

function Nothing(): null {
  return null;
}

/**
 * A lazily loaded part of the page the page works without (the update prompt, the toasts' container).
 * Its code is fetched after the first paint; on a first visit that loses the network before the service
 * worker keeps the files, that fetch fails, and a plain `lazy` would throw the failure into the page and
 * take the screen the person is using with it. This one renders nothing instead: the next page load
 * fetches it again.
 */
export function lazyOptional<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      (): { default: ComponentType<Props> } => ({ default: Nothing }),
    ),
  );
}
