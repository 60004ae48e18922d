import { FarmerPage } from '../../features/field/farmer/components/farmer-page';
import { useSession } from '../../features/common/auth/api/use-session';
import { PushOptIn, type PushPurpose } from '../../features/storefront/push/components/push-opt-in';
import { reachOf } from './reach';

const FARMER_PUSH: PushPurpose = {
  title: 'Hear from the shop on this phone',
  explanation:
    'We can send a notification to this phone when the shop sends you an order and when it pays you. Nothing else, and you can turn it off here. Or choose SMS below: it reaches any phone.',
  deniedHint: 'to hear about new orders and payments',
};

function FarmerOptIn({ uid }: { uid: string }) {
  return <PushOptIn uid={uid} purpose={FARMER_PUSH} reach={reachOf(useSession())} />;
}

// The farmer's page with the notifications opt-in: composed here because the farmer and push features do
// not know each other (as in ./open-order-screen).
const optIn = (uid: string) => <FarmerOptIn uid={uid} />;

/** /farmerpage */
export const FarmerScreen = () => <FarmerPage pushOptIn={optIn} />;
