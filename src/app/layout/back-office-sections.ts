import { canEnter } from '@nyama/domain/people/access';
import type { Role } from '@nyama/domain/people/roles';
import { ROUTE_AREAS, type RoutePath } from '@nyama/domain/people/route-policy';

type Section = { label: string; links: { to: RoutePath; label: string }[] };

/**
 * The back office's sidebar, by area of work (docs/decisions/012-back-office.md). Every link is a route of
 * the route table, so its gate decides who sees it: Inner staff see the inventory areas, Admins all.
 */
const SECTIONS: Section[] = [
  {
    label: 'Orders',
    links: [
      { to: '/allorders', label: 'All orders' },
      { to: '/neworder', label: 'Phone order' },
      { to: '/archorders', label: 'Archive' },
    ],
  },
  {
    label: 'Catalogue',
    links: [
      { to: '/items', label: 'Items' },
      { to: '/itemgroups', label: 'Item groups' },
      { to: '/coupons', label: 'Coupons' },
      { to: '/butchers', label: 'Butchers' },
    ],
  },
  { label: 'Customers', links: [{ to: '/allusers', label: 'Users' }] },
  {
    label: 'Inventory',
    links: [
      { to: '/inventory', label: 'Stock' },
      { to: '/inventoryin', label: 'Goods in' },
      { to: '/inventoryout', label: 'Write-off' },
      { to: '/inventorydocs', label: 'Documents' },
    ],
  },
  {
    label: 'Purchasing',
    links: [
      { to: '/inventfarmerorders', label: 'Farmer orders' },
      { to: '/invarhfarmorders', label: 'Farmer archive' },
      { to: '/supplierapplications', label: 'Supplier applications' },
      { to: '/buyers', label: 'Buyers' },
      { to: '/inventleftoverorders', label: 'Leftover sales' },
      { to: '/invarhleftoverorders', label: 'Leftover archive' },
    ],
  },
  {
    label: 'Production',
    links: [
      { to: '/productionorders', label: 'Production orders' },
      { to: '/arhprodorders', label: 'Production archive' },
    ],
  },
  {
    label: 'Money',
    links: [
      { to: '/cashup', label: 'Cash-up' },
      { to: '/dayclose', label: 'Day’s close' },
    ],
  },
  { label: 'Reports', links: [{ to: '/inventoryforecast', label: 'Forecast' }] },
];

/** The sections and links a role may open; sections left empty are dropped. */
export function backOfficeSections(role: Role | null): Section[] {
  return SECTIONS.map((section) => ({
    ...section,
    links: section.links.filter((link) => canEnter(ROUTE_AREAS[link.to], role)),
  })).filter((section) => section.links.length > 0);
}

/** Where "Back office" leads a role: the first screen it may open, or null for roles without one. */
export function backOfficeHome(role: Role | null): RoutePath | null {
  return backOfficeSections(role)[0]?.links[0]?.to ?? null;
}
