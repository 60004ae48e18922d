import type {
  SupplierApplicationStatus,
  SUPPLY_DELIVERY,
} from '@nyama/domain/suppliers/supplier-application';
import { m } from '../../../../paraglide/messages';

/** An application's status in the page's language (the domain's label table stays English, decision 072). */
export const STATUS_WORDS: Record<SupplierApplicationStatus, () => string> = {
  received: m.staff_sup_status_received,
  approved: m.staff_sup_status_approved,
  declined: m.staff_sup_status_declined,
};

/** How the animals reach the shop, in the words the applicant chose them on the public form. */
export const DELIVERY_WORDS: Record<(typeof SUPPLY_DELIVERY)[number], () => string> = {
  farmerDelivers: m.store_supplier_farmer_delivers,
  shopCollects: m.store_supplier_shop_collects,
};
