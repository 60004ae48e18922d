import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { memo, useDeferredValue } from 'react';
import { LoadingScreen } from '../../../../components/loading-screen';
import { loadedOnUse } from '../../../../components/loaded-on-use';
import { SignInPrompt } from '../../../../components/sign-in-prompt';
import { useSession, type Session } from '../../../common/auth/public';
import { useCurrentOrder, type CurrentOrder } from '../../orders/public';
import { AddressList } from './address-list';
import { CurrentOrderCard } from './current-order-card';
import { KraPinForm } from './kra-pin-form';
import { LanguageChoice } from './language-choice';
import { useSaveKraPin } from '../api/kra-pin';
import { ProfileForm } from './profile-form';
import { m } from '../../../../paraglide/messages';
import { ROLE_WORDS } from '../../../../lib/role-words';

/**
 * The data-rights card, below the fold, brings its confirmation dialog, the callables' refusals and the
 * consent read after the page has painted (decision 077).
 */
const DataRightsCard = memo(
  loadedOnUse(() => import('./data-rights-card').then((module) => module.DataRightsCard)),
);

/** The account's first render shows the placeholder, so the account itself renders in a transition too. */
const FIRST_RENDER: Session = { status: 'loading' };

/**
 * A customer's account. The session and the current order answer one after another once the page has
 * painted from the device's copies (decision 077); each reaches the account's view deferred, rendered in
 * a transition React interrupts every few milliseconds (decision 047), the first as well, and the cards
 * are rendered again only when what they show changed: rendering the whole page took 30–60 ms a time on a
 * slow phone.
 */
export function UserPage() {
  const session = useSession();
  const saveKraPin = useSaveKraPin(session.status === 'signedIn' ? session.uid : '');
  return (
    <Account
      session={useDeferredValue(session, FIRST_RENDER)}
      currentOrder={useDeferredValue(useCurrentOrder())}
      onSaveKraPin={saveKraPin.mutateAsync}
    />
  );
}

type AccountProps = {
  session: Session;
  currentOrder: CurrentOrder;
  onSaveKraPin: (kraPin: string | null) => Promise<unknown>;
};

const Account = memo(function Account({ session, currentOrder, onSaveKraPin }: AccountProps) {
  if (session.status === 'loading') return <LoadingScreen />;
  if (session.status === 'signedOut') {
    return <SignInPrompt title={m.account_user_title()} reason={m.account_user_signed_out_reason()} />;
  }
  const { profile } = session;

  return (
    <Stack>
      <Group justify="space-between" align="center">
        <Title order={1}>{m.account_user_title()}</Title>
        <Button component={Link} to="/logout" variant="default">
          {m.shell_sign_out()}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Card withBorder padding="lg">
          <Stack>
            <Group justify="space-between">
              <Title order={2} size="h3">
                {profile.status === 'missing' ? m.account_user_complete_profile() : m.account_your_details()}
              </Title>
              <Badge variant="light" color="charcoal" aria-label={m.account_user_role()}>
                {ROLE_WORDS[session.role]()}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {m.account_user_signed_in_as({ email: session.email })}
            </Text>
            {profile.status === 'loading' && <LoadingScreen />}
            {(profile.status === 'ready' || profile.status === 'missing') && (
              <ProfileForm
                key={profile.status}
                uid={session.uid}
                email={session.email}
                profile={profile.status === 'ready' ? profile.profile : null}
                submitLabel={m.account_user_save()}
              />
            )}
            {profile.status === 'ready' && <LanguageChoice />}
            {profile.status === 'ready' && (
              <KraPinForm kraPin={profile.profile.kraPin ?? null} onSave={onSaveKraPin} />
            )}
          </Stack>
        </Card>
        <CurrentOrderCard currentOrder={currentOrder} />
      </SimpleGrid>
      <AddressList uid={session.uid} />
      <DataRightsCard uid={session.uid} />
    </Stack>
  );
});
