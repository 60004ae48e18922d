import { NavLink, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { roleOf } from '../../features/common/auth/api/session-state';
import { useSession } from '../../features/common/auth/api/use-session';
import { useScreens, type SidebarSection } from '../routes/screen-table';
import { backOfficeSections } from './back-office-sections';
import { SIDEBAR_WORDS } from './sidebar-words';
import { m } from '../../paraglide/messages';

/** The sidebar's sections in the page's language; `SIDEBAR_SECTIONS` keeps their English names as keys. */
const SECTION_WORDS: Record<SidebarSection, () => string> = {
  Orders: m.staff_section_orders,
  Catalogue: m.staff_section_catalogue,
  Customers: m.staff_section_customers,
  Inventory: m.staff_section_inventory,
  Purchasing: m.staff_section_purchasing,
  Production: m.staff_section_production,
  Money: m.staff_section_money,
  Reports: m.staff_section_reports,
};

export function BackOfficeNav() {
  const sections = backOfficeSections(useScreens(), roleOf(useSession()));
  return (
    <Stack gap="sm" component="nav" aria-label={m.nav_back_office()}>
      {sections.map((section) => (
        <Stack key={section.label} gap={0}>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" py={4}>
            {SECTION_WORDS[section.label]()}
          </Text>
          {section.links.map((link) => (
            <NavLink
              key={link.to}
              component={Link}
              to={link.to}
              label={SIDEBAR_WORDS[link.label]()}
              activeProps={{ 'data-active': true, 'aria-current': 'page' }}
            />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
