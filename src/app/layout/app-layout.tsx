import { Box, Burger, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { SessionBanner } from '../../features/common/auth/components/session-banner';
import { CartBadge } from '../../features/storefront/cart/components/cart-badge';
import { AccountMenu } from './account-menu';
import classes from './app-layout.module.css';
import { Brand } from './brand';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { ConnectionStatus } from './connection-status';
import { InstallButton } from './install-button';
import { LanguageSwitch } from './language-switch';
import { MainNav } from './main-nav';
import { Footer } from './footer';
import { m } from '../../paraglide/messages';

/** The storefront's frame; `children` stand in for the matched route (the not-found page has none). */
export function AppLayout({ children }: { children?: ReactNode }) {
  const [navOpen, { toggle, close }] = useDisclosure(false);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(close, [pathname, close]);

  return (
    <div className={classes.frame}>
      <header className={classes.header}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <Burger opened={navOpen} onClick={toggle} hiddenFrom="md" size="sm" aria-label={m.shell_menu()} />
            <Brand />
          </Group>
          <Group gap="xs" visibleFrom="md">
            <MainNav direction="row" />
          </Group>
          <Group gap="xs" wrap="nowrap">
            <ConnectionStatus />
            <InstallButton />
            <LanguageSwitch />
            <ColorSchemeToggle />
            <CartBadge />
            <AccountMenu />
          </Group>
        </Group>
      </header>
      {navOpen && (
        <Box className={classes.menu} hiddenFrom="md">
          <MainNav direction="column" />
        </Box>
      )}
      <main className={classes.main}>
        <Container size="lg" px={{ base: 'sm', sm: 'md' }} py="md" className={classes.page}>
          <SessionBanner />
          {children ?? <Outlet />}
        </Container>
        <Footer />
      </main>
    </div>
  );
}
