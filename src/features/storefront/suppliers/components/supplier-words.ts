import type {
  SUPPLY_DELIVERY,
  SupplierApplicationStatus,
} from '@nyama/domain/suppliers/supplier-application';
import { m } from '../../../../paraglide/messages';

/** The domain's ways of delivery and application states in the page's language (decision 072). */
export const SUPPLY_DELIVERY_WORDS: Record<(typeof SUPPLY_DELIVERY)[number], () => string> = {
  farmerDelivers: m.store_supplier_farmer_delivers,
  shopCollects: m.store_supplier_shop_collects,
};

export const APPLICATION_STATUS_WORDS: Record<SupplierApplicationStatus, () => string> = {
  received: m.store_supplier_status_received,
  approved: m.store_supplier_status_approved,
  declined: m.store_supplier_status_declined,
};
