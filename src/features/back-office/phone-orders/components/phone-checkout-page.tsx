import {
  Anchor,
  Button,
  Divider,
  Group,
  Loader,
  Radio,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { LoadingScreen } from '../../../../components/loading-screen';
import { QuotedOrder } from '../../../../components/quoted-order';
import { SlotPicker } from '../../../../components/slot-picker';
import { formatAddressLine } from '@nyama/domain/delivery/address';
import { PICKUP_SLOT_CAPACITY, PICKUP_ZONE_ID } from '@nyama/domain/delivery/slots';
import { describeStaffError } from '../../refusals/public';
import { useAdminOrder } from '../../orders/public';
import { customerRecordQuery } from '../../users/public';
import { zonesQuery } from '../../../storefront/delivery/public';
import { dropDraft, updateDraft } from '../api/draft-db';
import {
  phoneQuoteQuery,
  PhoneOrderError,
  quotePhoneOrder,
  usePlacePhoneOrder,
  usePromptAgain,
} from '../api/phone-order';
import type { PhoneOrderQuoteInput } from '@nyama/domain/callables/phone-order-callables';
import { draftRequest, type PhoneOrderDraft } from '../draft';
import { NeedsCustomer } from './choose-pages';
import { PhonePaymentForm } from './phone-payment-form';
import { PhoneOrderFrame } from './phone-order-frame';
import { PlacedOrderStatus } from './placed-order-status';
import { fullName } from '@nyama/domain/people/user';
import { m } from '../../../../paraglide/messages';

/** /checkout (Admin): the phone order's delivery, slot, coupon, the server's quote, payment and "Place order". */
export function PhoneCheckoutPage() {
  // Here, not in the form: a prompt that fails once the order is placed is told on the placed order.
  const place = usePlacePhoneOrder();
  // Anything else that failed (keeping the draft on this device) kept the order from being placed.
  const placeError = place.error
    ? place.error instanceof PhoneOrderError
      ? place.error
      : new PhoneOrderError('order', place.error)
    : null;
  return (
    <PhoneOrderFrame step="checkout" title={m.staff_phone_checkout_title()}>
      {(draft) =>
        draft?.placed ? (
          <PlacedOrder draft={draft} orderId={draft.placed.orderId} placeError={placeError} />
        ) : (
          <NeedsCustomer draft={draft}>
            {draft && draft.lines.length === 0 ? (
              <Stack align="flex-start">
                <Text>{m.staff_phone_no_items()}</Text>
                <Button component={Link} to="/choosemeat">
                  {m.staff_phone_choose_items()}
                </Button>
              </Stack>
            ) : (
              draft && <CheckoutForm draft={draft} place={place} placeError={placeError} />
            )}
          </NeedsCustomer>
        )
      }
    </PhoneOrderFrame>
  );
}

type Place = ReturnType<typeof usePlacePhoneOrder>;

type CheckoutFormProps = { draft: PhoneOrderDraft; place: Place; placeError: PhoneOrderError | null };

function CheckoutForm({ draft, place, placeError }: CheckoutFormProps) {
  // The caller's address book, read through the audited record (decision 067).
  const addresses = useQuery({
    ...customerRecordQuery(draft.customer.uid, 'phoneOrder'),
    select: (record) => record.addresses,
  });
  // The PIN the customer's profile keeps fills the order's in; the caller may change it for this order.
  const profilePin = useQuery({
    ...customerRecordQuery(draft.customer.uid, 'phoneOrder'),
    select: (record) => record.profile.kraPin ?? '',
  });
  const zones = useQuery(zonesQuery());
  const delivery = draft.fulfilment === 'delivery';
  const address = addresses.data?.find((candidate) => candidate.id === draft.addressId) ?? null;
  const zone = zones.data?.find((candidate) => candidate.id === address?.zoneId) ?? null;
  const request = draftRequest(draft);

  return (
    <Stack>
      <SegmentedControl
        aria-label={m.staff_phone_delivery_or_pickup()}
        value={draft.fulfilment}
        onChange={(value) =>
          void updateDraft({ fulfilment: value === 'pickup' ? 'pickup' : 'delivery', slot: null })
        }
        data={[
          { value: 'delivery', label: m.staff_phone_delivery() },
          { value: 'pickup', label: m.staff_phone_pickup() },
        ]}
      />
      {delivery && (
        <Radio.Group
          label={m.staff_phone_deliver_to()}
          value={draft.addressId}
          onChange={(addressId) => void updateDraft({ addressId, slot: null })}
        >
          <Stack gap="xs" mt="xs">
            {addresses.isPending && <Loader size="xs" />}
            {addresses.data?.length === 0 && (
              <Text size="sm" c="dimmed">
                {m.staff_phone_no_address({ name: draft.customer.name })}
              </Text>
            )}
            {addresses.data?.map((candidate) => (
              <Radio
                key={candidate.id}
                value={candidate.id}
                label={candidate.label}
                description={formatAddressLine(candidate)}
              />
            ))}
          </Stack>
        </Radio.Group>
      )}
      {(!delivery || zone) && (
        <SlotPicker
          zoneId={zone?.id ?? PICKUP_ZONE_ID}
          capacity={zone?.slotCapacity ?? PICKUP_SLOT_CAPACITY}
          value={draft.slot}
          onChange={(slot) => void updateDraft({ slot })}
        />
      )}
      <Divider />
      {request ? (
        <QuotedPhoneOrder
          draft={draft}
          request={request}
          profilePin={profilePin.data ?? ''}
          place={place}
          placeError={placeError}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {delivery && !address ? m.staff_phone_choose_address_window() : m.staff_phone_choose_window()}
        </Text>
      )}
    </Stack>
  );
}

/** The server's price of the order the draft describes, its coupon, and how the customer pays. */
function QuotedPhoneOrder({
  draft,
  request,
  profilePin,
  place,
  placeError,
}: {
  draft: PhoneOrderDraft;
  request: PhoneOrderQuoteInput;
  profilePin: string;
  place: Place;
  placeError: PhoneOrderError | null;
}) {
  const quote = useQuery(phoneQuoteQuery(request));
  return (
    <Stack>
      <QuotedOrder
        quote={quote}
        byWeight={draft.lines.some((line) => line.item.unit === 'kg')}
        couponCode={draft.couponCode}
        checkCoupon={async (couponCode) => (await quotePhoneOrder({ ...request, couponCode })).couponRefusal}
        onCouponChange={(couponCode) => updateDraft({ couponCode })}
        pickup={request.fulfilment === 'pickup'}
      />
      <Divider />
      <PhonePaymentForm
        // Filled in again when the profile's PIN arrives after the form.
        key={profilePin}
        initial={{ payment: draft.payment, phone: draft.mpesaPhone, customerPin: profilePin }}
        totalCents={quote.data?.pricing.totalCents ?? null}
        onPlace={(choice) => place.mutate({ request, choice })}
        pending={place.isPending}
        error={placeError?.step === 'order' ? describeStaffError(placeError.cause) : null}
      />
    </Stack>
  );
}

type PlacedProps = {
  draft: PhoneOrderDraft;
  orderId: string;
  /** The place-and-prompt call just made: its prompt may have failed after the order was placed. */
  placeError: PhoneOrderError | null;
};

function PlacedOrder({ draft, orderId, placeError }: PlacedProps) {
  const navigate = useNavigate();
  const live = useAdminOrder(orderId);
  const again = usePromptAgain();
  if (live.status === 'loading') return <LoadingScreen />;
  if (live.status === 'error') return <Text c="ember">{live.message}</Text>;
  const order = live.data;
  if (!order) return <Text c="ember">{m.staff_phone_order_not_found()}</Text>;
  const next = async () => {
    await dropDraft();
    await navigate({ to: '/neworder' });
  };
  return (
    <Stack>
      <Title order={2} size="h3">
        {m.staff_phone_placed_for({ name: fullName(draft.customer) })}
      </Title>
      <PlacedOrderStatus
        order={order}
        phone={draft.mpesaPhone}
        onPromptAgain={(phone) => again.mutate({ orderId, phone })}
        prompting={again.isPending}
        promptError={promptError(again.error ?? placeError)}
      />
      <Group>
        <Anchor component={Link} to={`/adminorder/${orderId}`}>
          {m.staff_phone_open_order()}
        </Anchor>
        <Button variant="light" onClick={() => void next()}>
          {m.staff_phone_take_next()}
        </Button>
      </Group>
    </Stack>
  );
}

function promptError(error: unknown): string | null {
  return error instanceof PhoneOrderError && error.step === 'prompt' ? describeStaffError(error.cause) : null;
}
