import { NavLink, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { roleOf } from '../../features/common/auth/api/session-state';
import { useSession } from '../../features/common/auth/api/use-session';
import { useScreens } from '../routes/screen-table';
import { backOfficeSections } from './back-office-sections';

export function BackOfficeNav() {
  const sections = backOfficeSections(useScreens(), roleOf(useSession()));
  return (
    <Stack gap="sm" component="nav" aria-label="Back office">
      {sections.map((section) => (
        <Stack key={section.label} gap={0}>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" py={4}>
            {section.label}
          </Text>
          {section.links.map((link) => (
            <NavLink
              key={link.to}
              component={Link}
              to={link.to}
              label={link.label}
              activeProps={{ 'data-active': true, 'aria-current': 'page' }}
            />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
