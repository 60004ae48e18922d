import { useMemo } from 'react';
import { useRouter, type AnyRoute, type LinkProps } from '@tanstack/react-router';
import type { Area } from '@nyama/domain/people/access';
import type { SidebarLabel } from '../layout/sidebar-words';

/** The back office's sidebar sections, in the order it shows them (docs/decisions/012-back-office.md). */
export const SIDEBAR_SECTIONS = [
  'Orders',
  'Catalogue',
  'Customers',
  'Inventory',
  'Purchasing',
  'Production',
  'Money',
  'Reports',
] as const;

export type SidebarSection = (typeof SIDEBAR_SECTIONS)[number];

/**
 * A staff screen's link in the back office's sidebar: its section, and the name of its label's message,
 * whose words the back office holds (src/app/layout/sidebar-words.ts, decision 072).
 */
export type SidebarLink = { section: SidebarSection; label: SidebarLabel };

// A screen is declared once, as its route (docs/decisions/069-one-definition-per-screen.md): the area
// layout above it is its gate, and what the frame around it needs to know travels as its static data.
declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Set on an area's layout: every screen beneath it is behind that area's gate. */
    gate?: Exclude<Area, 'public'>;
    /** Set on a staff screen the sidebar links to. */
    sidebar?: SidebarLink;
  }
}

/** A path the app's routes serve. */
type ScreenPath = NonNullable<LinkProps['to']>;

/** A screen of the route tree: its path, the area whose gate it is behind, and its sidebar link if any. */
export type Screen = { path: ScreenPath; area: Area; sidebar?: SidebarLink };

/**
 * Every screen under `route`, in the order the tree declares them. The app's layouts are pathless, so a
 * screen's own path is its address.
 */
export function screensOf(route: AnyRoute, area: Area = 'public'): Screen[] {
  // The tree's routes are typed one by one; walked as a whole, each is any route, so its own options are
  // read as what this app declares: a path of the tree (it is one by construction) and its static data.
  const options = route.options as { path?: ScreenPath; staticData?: { gate?: Area; sidebar?: SidebarLink } };
  const gate = options.staticData?.gate ?? area;
  const sidebar = options.staticData?.sidebar;
  const own: Screen[] = options.path ? [{ path: options.path, area: gate, ...(sidebar && { sidebar }) }] : [];
  const children = (route.children ?? []) as AnyRoute[];
  return [...own, ...children.flatMap((child) => screensOf(child, gate))];
}

/** The app's screens, from the router's tree. */
export function useScreens(): Screen[] {
  const { routeTree } = useRouter();
  return useMemo(() => screensOf(routeTree), [routeTree]);
}
