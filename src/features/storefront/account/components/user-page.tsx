import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { LoadingScreen } from '../../../../components/loading-screen';
import { SignInPrompt } from '../../../../components/sign-in-prompt';
import { useSession } from '../../../common/auth/public';
import { useCurrentOrder } from '../../orders/public';
import { AddressList } from './address-list';
import { CurrentOrderCard } from './current-order-card';
import { DataRightsCard } from './data-rights-card';
import { ProfileForm } from './profile-form';

export function UserPage() {
  const session = useSession();
  const currentOrder = useCurrentOrder();
  if (session.status === 'loading') return <LoadingScreen />;
  if (session.status === 'signedOut') {
    return <SignInPrompt title="Your account" reason="Sign in to see your details, addresses and orders." />;
  }
  const { profile } = session;

  return (
    <Stack>
      <Group justify="space-between" align="center">
        <Title order={1}>Your account</Title>
        <Button component={Link} to="/logout" variant="default">
          Sign out
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Card withBorder padding="lg">
          <Stack>
            <Group justify="space-between">
              <Title order={2} size="h3">
                {profile.status === 'missing' ? 'Complete your profile' : 'Your details'}
              </Title>
              <Badge variant="light" color="charcoal" aria-label="Role">
                {session.role}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              Signed in as {session.email}
            </Text>
            {profile.status === 'loading' && <LoadingScreen />}
            {(profile.status === 'ready' || profile.status === 'missing') && (
              <ProfileForm
                key={profile.status}
                uid={session.uid}
                email={session.email}
                profile={profile.status === 'ready' ? profile.profile : null}
                submitLabel="Save details"
              />
            )}
          </Stack>
        </Card>
        <CurrentOrderCard currentOrder={currentOrder} />
      </SimpleGrid>
      <AddressList uid={session.uid} />
      <DataRightsCard uid={session.uid} />
    </Stack>
  );
}
