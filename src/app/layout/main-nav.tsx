import { Button, Stack, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useSession } from '../../features/common/auth/api/use-session';
import { roleOf } from '../../features/common/auth/api/session-state';
import { canEnter } from '@nyama/domain/people/access';
import { useScreens } from '../routes/screen-table';
import { backOfficeHome } from './back-office-sections';

const SHOP_LINKS = [
  { to: '/', label: 'Shop' },
  { to: '/ourservicearea', label: 'Delivery areas' },
  { to: '/aboutus', label: 'About us' },
  { to: '/contact', label: 'Contact' },
] as const;

const FIELD_LINKS = [
  { to: '/farmerpage', label: 'Farmer', area: 'farmer' },
  { to: '/driverpage', label: 'Deliveries', area: 'driver' },
] as const;

export function MainNav({ direction }: { direction: 'row' | 'column' }) {
  const role = roleOf(useSession());
  const backOffice = backOfficeHome(useScreens(), role);
  const links = [
    ...SHOP_LINKS,
    ...(backOffice ? [{ to: backOffice, label: 'Back office' }] : []),
    ...FIELD_LINKS.filter((link) => role !== 'User' && canEnter(link.area, role)),
  ];
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
