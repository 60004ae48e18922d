import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { LoadingScreen } from './loading-screen';

/**
 * A part of a page whose code loads when the page shows it, with the loading placeholder meanwhile: a
 * form, a dialog or a table below the fold need not be among what the page waits for before it paints
 * (docs/decisions/077-field-pages-light.md). It is a component like any other to whoever renders it.
 * A part that only adds a line to the page (a note) may show nothing meanwhile instead of the placeholder.
 */
export function loadedOnUse<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { placeholder = <LoadingScreen /> }: { placeholder?: ReactNode } = {},
): ComponentType<Props> {
  const Part = lazy(() => load().then((component) => ({ default: component })));
  function LoadedOnUse(props: Props) {
    return (
      <Suspense fallback={placeholder}>
        <Part {...props} />
      </Suspense>
    );
  }
  return LoadedOnUse;
}
