/** What common/auth offers the features that declare it in their feature.json (docs/decisions/060-the-house-plan.md). */
export { signIn, signUp } from './api/auth-actions';
export { useSession } from './api/use-session';
export { LazyCredentialsForm as CredentialsForm } from './components/lazy-credentials-form';
export { useChooseLanguage } from './api/use-language';
