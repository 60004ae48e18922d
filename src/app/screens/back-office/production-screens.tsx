import { useParams } from '@tanstack/react-router';
import { ProductionOrderPage } from '../../../features/back-office/production/components/production-order-page';

// One page serves an open production order and an archived one: each route's screen reads its own id.

/** /productionorder/$id */
export function ProductionOrderScreen() {
  const { id } = useParams({ from: '/_backOffice/inner/productionorder/$id' });
  return <ProductionOrderPage id={id} />;
}

/** /arhprodorder/$id */
export function ArchivedProductionOrderScreen() {
  const { id } = useParams({ from: '/_backOffice/inner/arhprodorder/$id' });
  return <ProductionOrderPage id={id} />;
}
