import { Avatar, Button, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { useSession } from '../../features/common/auth/api/use-session';
import { m } from '../../paraglide/messages';

/** The menu and its popover load only for someone signed in: a visitor's first paint skips them (decision 044). */
const SignedInMenu = lazy(() =>
  import('./signed-in-menu').then((module) => ({ default: module.SignedInMenu })),
);

export function AccountMenu() {
  const session = useSession();
  // A tap on the avatar before the menu's code has arrived opens the menu when it does.
  const [opened, setOpened] = useState(false);
  if (session.status === 'loading') return null;
  if (session.status === 'signedOut') {
    return (
      <Button component={Link} to="/signin" size="sm">
        {m.shell_sign_in()}
      </Button>
    );
  }
  const profile = session.profile.status === 'ready' ? session.profile.profile : null;
  const initials = profile
    ? `${profile.name[0] ?? ''}${profile.surname[0] ?? ''}`
    : (session.email[0]?.toUpperCase() ?? '');
  // Elements, not a component: the menu's target hands the avatar its ref and handlers. Its name starts
  // with the initials it shows, so a person using voice control can say what they see (WCAG 2.5.3).
  const avatar = (onClick?: () => void) => (
    <UnstyledButton aria-label={m.shell_your_account({ initials })} onClick={onClick}>
      <Avatar radius="xl" color="charcoal" variant="filled">
        {initials}
      </Avatar>
    </UnstyledButton>
  );
  return (
    <Suspense fallback={avatar(() => setOpened(true))}>
      <SignedInMenu person={profile} email={session.email} opened={opened} onChange={setOpened}>
        {avatar()}
      </SignedInMenu>
    </Suspense>
  );
}
