import { useParams } from '@tanstack/react-router';
import { AuditTrail } from '../../../features/back-office/audit/components/audit-trail';
import { AdminOrderPage } from '../../../features/back-office/orders/components/admin-order-page';
import { ArchivedOrderPage } from '../../../features/back-office/orders/components/archived-order-page';

// An order with its audit trail beside it: composed here because the orders and audit features do not
// know each other (as in ./catalogue-screens).
const trail = (targetPath: string) => <AuditTrail targetPath={targetPath} />;

/** /adminorder/$id */
export function AdminOrderScreen() {
  const { id } = useParams({ from: '/_backOffice/admin/adminorder/$id' });
  return <AdminOrderPage id={id} auditTrail={trail} />;
}

/** /archorder/$id */
export function ArchivedOrderScreen() {
  const { id } = useParams({ from: '/_backOffice/admin/archorder/$id' });
  return <ArchivedOrderPage id={id} auditTrail={trail} />;
}
