import { AppShell, Badge, Burger, Button, Group, ScrollArea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBuildingStore } from '@tabler/icons-react';
import { Link, Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { AccountMenu } from './account-menu';
import classes from './back-office-layout.module.css';
import { BackOfficeNav } from './back-office-nav';
import { Brand } from './brand';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { ConnectionStatus } from './connection-status';
import { m } from '../../paraglide/messages';

/**
 * The staff's frame (Admin and Inner screens): a sidebar by area of work, made for a 1366 px desktop and
 * folded behind a menu button on a phone, and left out when a page is printed. The storefront keeps its
 * own layout (AppLayout).
 */
export function BackOfficeLayout() {
  const [navOpen, { toggle, close }] = useDisclosure(false);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(close, [pathname, close]);

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 232, breakpoint: 'md', collapsed: { mobile: !navOpen } }}
      padding="md"
    >
      <AppShell.Header className={classes.frame}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <Burger opened={navOpen} onClick={toggle} hiddenFrom="md" size="sm" aria-label={m.shell_menu()} />
            <Brand />
            <Badge variant="light" color="charcoal" visibleFrom="sm">
              {m.nav_back_office()}
            </Badge>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <ConnectionStatus />
            <Button
              component={Link}
              to="/"
              variant="subtle"
              color="gray"
              leftSection={<IconBuildingStore size={18} />}
              visibleFrom="sm"
            >
              {m.nav_shop()}
            </Button>
            <ColorSchemeToggle />
            <AccountMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar className={classes.frame}>
        <ScrollArea p="xs">
          <BackOfficeNav />
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main className={classes.main}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
