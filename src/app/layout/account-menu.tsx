import { Avatar, Button, Menu, UnstyledButton } from '@mantine/core';
import { IconLogout, IconMapPin, IconUser } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useSession } from '../../features/common/auth/api/use-session';
import { fullName } from '../../domain/user';

export function AccountMenu() {
  const session = useSession();
  if (session.status === 'loading') return null;
  if (session.status === 'signedOut') {
    return (
      <Button component={Link} to="/signin" size="sm">
        Sign in
      </Button>
    );
  }
  const profile = session.profile.status === 'ready' ? session.profile.profile : null;
  const initials = profile
    ? `${profile.name[0] ?? ''}${profile.surname[0] ?? ''}`
    : session.email[0]?.toUpperCase();
  return (
    <Menu position="bottom-end" width={220}>
      <Menu.Target>
        <UnstyledButton aria-label="Account">
          <Avatar radius="xl" color="charcoal" variant="filled">
            {initials}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{profile ? fullName(profile) : session.email}</Menu.Label>
        <Menu.Item component={Link} to="/user" leftSection={<IconUser size={16} />}>
          My account
        </Menu.Item>
        <Menu.Item component={Link} to="/newaddress" leftSection={<IconMapPin size={16} />}>
          Add an address
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item component={Link} to="/logout" leftSection={<IconLogout size={16} />}>
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
