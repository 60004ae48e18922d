import { AuditTrail } from '../../../features/back-office/audit/components/audit-trail';
import { FarmerOrderPage } from '../../../features/back-office/farmer-orders/components/farmer-order-page';
import { InventoryDocPage } from '../../../features/back-office/inventory/components/inventory-doc-page';
import { LeftoverSalePage } from '../../../features/back-office/leftovers/components/leftover-sale-page';
import { SupplierApplicationPage } from '../../../features/back-office/suppliers/components/supplier-application-page';

// A stock document with its audit trail beside it: composed here because the inventory and audit features
// do not know each other (as in ./catalogue-screens).
const trail = (targetPath: string) => <AuditTrail targetPath={targetPath} />;

/** /inventorydoc/$id */
export const InventoryDocScreen = () => <InventoryDocPage auditTrail={trail} />;

/** /inventfarmerorder/$id and /invarhfarmorder/$id */
export const FarmerOrderScreen = () => <FarmerOrderPage auditTrail={trail} />;

/** /inventleftoverorder/$id and /invarhleftoverorder/$id */
export const LeftoverSaleScreen = () => <LeftoverSalePage auditTrail={trail} />;

/** /supplierapplication/$id */
export const SupplierApplicationScreen = () => <SupplierApplicationPage auditTrail={trail} />;
