import { lazy, Suspense, type ComponentProps } from 'react';
import { LoadingScreen } from '../../../../components/loading-screen';

const Form = lazy(() => import('./credentials-form').then((module) => ({ default: module.CredentialsForm })));

/**
 * The sign-in form as other features get it: its code (the form library, its inputs, Auth's sentences)
 * loads when a page shows it, since every page that reads the session imports this feature's face, and a
 * driver's round or a customer's account has no use for it (decision 077).
 */
export function LazyCredentialsForm(props: ComponentProps<typeof Form>) {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Form {...props} />
    </Suspense>
  );
}
