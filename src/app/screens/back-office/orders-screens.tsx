import { AuditTrail } from '../../../features/back-office/audit/components/audit-trail';
import { AdminOrderPage } from '../../../features/back-office/orders/components/admin-order-page';
import { ArchivedOrderPage } from '../../../features/back-office/orders/components/archived-order-page';

// An order with its audit trail beside it: composed here because the orders and audit features do not
// know each other (as in ./catalogue-screens).
const trail = (targetPath: string) => <AuditTrail targetPath={targetPath} />;

/** /adminorder/$id */
export const AdminOrderScreen = () => <AdminOrderPage auditTrail={trail} />;

/** /archorder/$id */
export const ArchivedOrderScreen = () => <ArchivedOrderPage auditTrail={trail} />;
