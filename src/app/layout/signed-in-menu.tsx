import { Menu } from '@mantine/core';
import { IconLogout, IconMapPin, IconUser } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { fullName } from '@nyama/domain/people/user';
import { m } from '../../paraglide/messages';

/** The signed-in person's menu, opened from their avatar (the target). */
export function SignedInMenu({
  person,
  email,
  opened,
  onChange,
  children,
}: {
  person: { name: string; surname: string } | null;
  email: string;
  opened: boolean;
  onChange: (opened: boolean) => void;
  children: ReactElement;
}) {
  return (
    <Menu position="bottom-end" width={220} opened={opened} onChange={onChange}>
      <Menu.Target>{children}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{person ? fullName(person) : email}</Menu.Label>
        <Menu.Item component={Link} to="/user" leftSection={<IconUser size={16} />}>
          {m.shell_my_account()}
        </Menu.Item>
        <Menu.Item component={Link} to="/newaddress" leftSection={<IconMapPin size={16} />}>
          {m.shell_add_address()}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item component={Link} to="/logout" leftSection={<IconLogout size={16} />}>
          {m.shell_sign_out()}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
