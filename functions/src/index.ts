import './lib/setup';

export { setUserRole } from './roles/set-user-role';
