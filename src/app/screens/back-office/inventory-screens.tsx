import { useParams } from '@tanstack/react-router';
import { AuditTrail } from '../../../features/back-office/audit/components/audit-trail';
import { FarmerOrderPage } from '../../../features/back-office/farmer-orders/components/farmer-order-page';
import { InventoryDocPage } from '../../../features/back-office/inventory/components/inventory-doc-page';
import { LeftoverSalePage } from '../../../features/back-office/leftovers/components/leftover-sale-page';
import { SupplierApplicationPage } from '../../../features/back-office/suppliers/components/supplier-application-page';

// A stock document with its audit trail beside it: composed here because the inventory and audit features
// do not know each other (as in ./catalogue-screens).
const trail = (targetPath: string) => <AuditTrail targetPath={targetPath} />;

/** /inventorydoc/$id */
export function InventoryDocScreen() {
  const { id } = useParams({ from: '/_backOffice/inner/inventorydoc/$id' });
  return <InventoryDocPage id={id} auditTrail={trail} />;
}

/** /inventfarmerorder/$id */
export function FarmerOrderScreen() {
  const { id } = useParams({ from: '/_backOffice/inner/inventfarmerorder/$id' });
  return <FarmerOrderPage id={id} auditTrail={trail} />;
}

/** /invarhfarmorder/$id: the same page, for an order in the archive. */
export function ArchivedFarmerOrderScreen() {
  const { id } = useParams({ from: '/_backOffice/inner/invarhfarmorder/$id' });
  return <FarmerOrderPage id={id} auditTrail={trail} />;
}

/** /inventleftoverorder/$id */
export function LeftoverSaleScreen() {
  const { id } = useParams({ from: '/_backOffice/inner/inventleftoverorder/$id' });
  return <LeftoverSalePage id={id} auditTrail={trail} />;
}

/** /invarhleftoverorder/$id: the same page, for a sale in the archive. */
export function ArchivedLeftoverSaleScreen() {
  const { id } = useParams({ from: '/_backOffice/inner/invarhleftoverorder/$id' });
  return <LeftoverSalePage id={id} auditTrail={trail} />;
}

/** /supplierapplication/$id */
export function SupplierApplicationScreen() {
  const { id } = useParams({ from: '/_backOffice/inner/supplierapplication/$id' });
  return <SupplierApplicationPage id={id} auditTrail={trail} />;
}
