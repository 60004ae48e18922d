import { useParams } from '@tanstack/react-router';
import { AuditTrail } from '../../../features/back-office/audit/components/audit-trail';
import { ButchersPage } from '../../../features/back-office/catalogue/components/butchers-page';
import { CouponPage } from '../../../features/back-office/catalogue/components/coupon-page';
import { ItemGroupsPage } from '../../../features/back-office/catalogue/components/item-groups-page';
import { ItemsPage } from '../../../features/back-office/catalogue/components/items-page';

// The catalogue's screens with each record's audit trail beside it: composed here because the catalogue
// and audit features do not know each other.
const trail = (targetPath: string) => <AuditTrail targetPath={targetPath} />;

/** /items */
export const ItemsScreen = () => <ItemsPage auditTrail={trail} />;
/** /itemgroups */
export const ItemGroupsScreen = () => <ItemGroupsPage auditTrail={trail} />;
/** /coupon/$id ('new' for a new one) */
export function CouponScreen() {
  const { id } = useParams({ from: '/_backOffice/admin/coupon/$id' });
  return <CouponPage id={id} auditTrail={trail} />;
}
/** /butchers */
export const ButchersScreen = () => <ButchersPage auditTrail={trail} />;
