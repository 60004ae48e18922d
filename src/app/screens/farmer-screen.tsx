import { FarmerPage } from '../../features/field/farmer/components/farmer-page';
import { useSession } from '../../features/common/auth/api/use-session';
import { PushOptIn, type PushPurpose } from '../../features/storefront/push/components/push-opt-in';
import { m } from '../../paraglide/messages';
import { reachOf } from './reach';

/** Why a farmer would want notifications, in the page's language. */
const farmerPush = (): PushPurpose => ({
  title: m.field_farmer_push_title(),
  explanation: m.field_farmer_push_explanation(),
  deniedHint: m.field_farmer_push_denied_hint(),
});

function FarmerOptIn({ uid }: { uid: string }) {
  return <PushOptIn uid={uid} purpose={farmerPush()} reach={reachOf(useSession())} />;
}

// The farmer's page with the notifications opt-in: composed here because the farmer and push features do
// not know each other (as in ./open-order-screen).
const optIn = (uid: string) => <FarmerOptIn uid={uid} />;

/** /farmerpage */
export const FarmerScreen = () => <FarmerPage pushOptIn={optIn} />;
