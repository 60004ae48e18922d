import { Button, Stack, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useSession } from '../../features/common/auth/api/use-session';
import { roleOf } from '../../features/common/auth/api/session-state';
import { canEnter } from '../../domain/access';

const SHOP_LINKS = [
  { to: '/', label: 'Shop' },
  { to: '/ourservicearea', label: 'Delivery areas' },
  { to: '/aboutus', label: 'About us' },
  { to: '/contact', label: 'Contact' },
] as const;

const WORK_LINKS = [
  { to: '/allorders', label: 'Orders', area: 'admin' },
  { to: '/allusers', label: 'Users', area: 'admin' },
  { to: '/inventory', label: 'Inventory', area: 'inner' },
  { to: '/farmerpage', label: 'Farmer', area: 'farmer' },
  { to: '/driverpage', label: 'Deliveries', area: 'driver' },
] as const;

export function MainNav({ direction }: { direction: 'row' | 'column' }) {
  const role = roleOf(useSession());
  const links = [...SHOP_LINKS, ...WORK_LINKS.filter((link) => role !== 'User' && canEnter(link.area, role))];
  const Wrapper = direction === 'row' ? Group : Stack;
  return (
    <Wrapper gap={4} component="nav" aria-label="Main">
      {links.map((link) => (
        <Button
          key={link.to}
          component={Link}
          to={link.to}
          variant="subtle"
          color="gray"
          justify={direction === 'column' ? 'flex-start' : 'center'}
          activeProps={{ 'data-active': true, style: { fontWeight: 700 } }}
          activeOptions={{ exact: link.to === '/' }}
        >
          {link.label}
        </Button>
      ))}
    </Wrapper>
  );
}
