import { loadedOnUse } from '../../../components/loaded-on-use';

/** What common/auth offers the features that declare it in their feature.json (docs/decisions/060-the-house-plan.md). */
export { signIn, signUp } from './api/auth-actions';
export { useSession } from './api/use-session';
export type { Session } from './api/session-state';
export { useChooseLanguage } from './api/use-language';

/**
 * The sign-in form's code (the form library, its inputs, Auth's sentences) loads when a page shows it:
 * every page that reads the session imports this face, and a driver's round has no use for it (decision 077).
 */
export const CredentialsForm = loadedOnUse(() =>
  import('./components/credentials-form').then((module) => module.CredentialsForm),
);
