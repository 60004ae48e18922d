import { canEnter } from '@nyama/domain/people/access';
import type { Role } from '@nyama/domain/people/roles';
import { SIDEBAR_SECTIONS, type Screen, type SidebarLink, type SidebarSection } from '../routes/screen-table';

type Section = { label: SidebarSection; links: { to: Screen['path']; label: SidebarLink['label'] }[] };

/**
 * The back office's sidebar, by area of work (docs/decisions/012-back-office.md), from the screens that
 * declare a link (docs/decisions/069-one-definition-per-screen.md): a role sees the links whose gate
 * lets it in, so Inner staff see the inventory areas and Admins all. Sections left empty are dropped.
 */
export function backOfficeSections(screens: readonly Screen[], role: Role | null): Section[] {
  return SIDEBAR_SECTIONS.map((label) => ({
    label,
    links: screens.flatMap(({ path, area, sidebar }) =>
      sidebar?.section === label && canEnter(area, role) ? [{ to: path, label: sidebar.label }] : [],
    ),
  })).filter((section) => section.links.length > 0);
}

/** Where "Back office" leads a role: the first screen it may open, or null for roles without one. */
export function backOfficeHome(screens: readonly Screen[], role: Role | null): Screen['path'] | null {
  return backOfficeSections(screens, role)[0]?.links[0]?.to ?? null;
}
