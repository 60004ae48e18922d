import { Button, Stack, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useSession } from '../../features/common/auth/api/use-session';
import { roleOf } from '../../features/common/auth/api/session-state';
import { canEnter } from '@nyama/domain/people/access';
import { useScreens } from '../routes/screen-table';
import { backOfficeHome } from './back-office-sections';
import { m } from '../../paraglide/messages';

const SHOP_LINKS = [
  { to: '/', label: m.nav_shop },
  { to: '/ourservicearea', label: m.nav_delivery_areas },
  { to: '/aboutus', label: m.nav_about },
  { to: '/contact', label: m.nav_contact },
] as const;

/** The field roles' pages, shown to whoever their gate lets in (the route tree says which, decision 069). */
const FIELD_LINKS = [
  { to: '/farmerpage', label: m.nav_farmer },
  { to: '/driverpage', label: m.nav_deliveries },
] as const;

export function MainNav({ direction }: { direction: 'row' | 'column' }) {
  const role = roleOf(useSession());
  const screens = useScreens();
  const backOffice = backOfficeHome(screens, role);
  const mayOpen = (path: string) =>
    screens.some((screen) => screen.path === path && canEnter(screen.area, role));
  const links = [
    ...SHOP_LINKS,
    ...(backOffice ? [{ to: backOffice, label: m.nav_back_office }] : []),
    ...FIELD_LINKS.filter((link) => role !== 'User' && mayOpen(link.to)),
  ];
  const Wrapper = direction === 'row' ? Group : Stack;
  return (
    <Wrapper gap={4} component="nav" aria-label={m.nav_main()}>
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
          {link.label()}
        </Button>
      ))}
    </Wrapper>
  );
}
