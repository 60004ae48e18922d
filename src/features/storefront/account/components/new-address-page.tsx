import { Paper, Stack, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { LoadingScreen } from '../../../../components/loading-screen';
import { SignInPrompt } from '../../../../components/sign-in-prompt';
import { formatKenyanPhone } from '@nyama/domain/kernel/phone';
import { useSession } from '../../../common/auth/public';
import { AddressForm } from './address-form';
import { fullName } from '@nyama/domain/people/user';
import { m } from '../../../../paraglide/messages';

export function NewAddressPage() {
  const session = useSession();
  const navigate = useNavigate();
  if (session.status === 'loading') return <LoadingScreen />;
  if (session.status === 'signedOut') {
    return <SignInPrompt title={m.account_add_address()} reason={m.account_new_address_reason()} />;
  }
  // The recipient and phone default to the profile's, so wait for it rather than start the form empty.
  if (session.profile.status === 'loading') return <LoadingScreen />;
  const profile = session.profile.status === 'ready' ? session.profile.profile : null;
  const toAccount = () => navigate({ to: '/user' });
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={640} mx="auto">
      <Stack>
        <Title order={1} size="h2">
          {m.account_add_address()}
        </Title>
        <AddressForm
          uid={session.uid}
          defaults={{
            recipient: profile ? fullName(profile) : '',
            phone: profile ? formatKenyanPhone(profile.mob) : '',
          }}
          onSaved={toAccount}
          onCancel={() => void toAccount()}
        />
      </Stack>
    </Paper>
  );
}
