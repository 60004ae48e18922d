import { Stack, Title } from '@mantine/core';
import { LoadingScreen } from '../../../../components/loading-screen';
import { loadedOnUse } from '../../../../components/loaded-on-use';
import { useSession } from '../../../common/auth/public';
import { FarmerView, type PushOptInSlot } from './farmer-view';
import { m } from '../../../../paraglide/messages';

/** An Admin's view, with its list of every farmer, loads only for an Admin (decision 077). */
const AdminView = loadedOnUse(() => import('./admin-farmer-view').then((module) => module.AdminView));

/** /farmerpage: a farmer's orders from the shop, answered from the phone even without signal (decision 043). */
export function FarmerPage({ pushOptIn }: { pushOptIn: PushOptInSlot }) {
  const session = useSession();
  if (session.status !== 'signedIn') return <LoadingScreen />;
  const name = session.profile.status === 'ready' ? session.profile.profile.name : null;
  return (
    <Stack gap="lg">
      <Title order={1}>{name ? m.field_farmer_welcome({ name }) : m.field_farmer_title()}</Title>
      {session.role === 'Admin' ? (
        <AdminView />
      ) : (
        <FarmerView farmerUid={session.uid} canAnswer pushOptIn={pushOptIn} />
      )}
    </Stack>
  );
}
