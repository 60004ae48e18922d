import { AuditTrail } from '../../../features/back-office/audit/components/audit-trail';
import { AllUsersPage } from '../../../features/back-office/users/components/all-users-page';

// The users page with each record's audit trail (who opened it, decision 067): composed here because the
// users and audit features do not know each other (as in ./orders-screens).
const trail = (targetPath: string) => <AuditTrail targetPath={targetPath} />;

/** /allusers */
export function AllUsersScreen() {
  return <AllUsersPage auditTrail={trail} />;
}
