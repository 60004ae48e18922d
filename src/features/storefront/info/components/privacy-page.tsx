import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { DELIVERY_PROOF_RETENTION_DAYS } from '@nyama/domain/delivery/proof-retention';
import { TAX_RECORDS_RETENTION_YEARS } from '@nyama/domain/payments/personal-data';

/** The privacy notice the Data Protection Act 2019 s.29 asks for, in plain words (decision 064). */
export function PrivacyPage() {
  return (
    <Stack maw={720}>
      <Title order={1}>Privacy notice</Title>
      <Text>
        Nyama Shop, Ngara Road, Nairobi, decides what happens to the personal data you give us: under Kenya’s
        Data Protection Act 2019 we are its data controller. This page says what we keep, why, for how long,
        and how you see it, take it with you or have it erased.
      </Text>

      <Title order={2} size="h3">
        What we keep and why
      </Title>
      <List spacing="xs">
        <List.Item>
          Your name, phone number and email: to sign you in, and to reach you about your orders.
        </List.Item>
        <List.Item>Your delivery addresses: to bring your orders to you.</List.Item>
        <List.Item>
          Your orders, payments and refunds (what you bought, the weights, the amounts, M-Pesa or card
          receipts): to deliver, to settle the money, and because tax law makes us keep sales records.
        </List.Item>
        <List.Item>
          Proof of delivery: the code you give the driver and, sometimes, a photo of the order at your door:
          to show that the order reached you.
        </List.Item>
        <List.Item>
          The devices where you turned on notifications: to tell you how your order is going.
        </List.Item>
        <List.Item>
          The texts (SMS) we sent you, where no notification reaches you or you chose SMS: what they said and
          whether they arrived. A text saying STOP (or ACHA) ends them.
        </List.Item>
        <List.Item>
          Whether you want our offers, with the words you agreed to and when: offers go only to customers who
          said yes, and you can say no at any time.
        </List.Item>
      </List>
      <Text>
        We do not sell your data. Payment providers (M-Pesa, Paystack) see only what a payment needs.
      </Text>

      <Title order={2} size="h3">
        How long we keep it
      </Title>
      <List spacing="xs">
        <List.Item>Your account, addresses and choices: until you delete your account.</List.Item>
        <List.Item>
          Delivery codes and photos, and the texts we sent you: {DELIVERY_PROOF_RETENTION_DAYS} days after
          delivery, the time in which a card payment can still be disputed. Then they are erased. The code of
          an order that is cancelled or expires is erased when it ends.
        </List.Item>
        <List.Item>
          How often your phone number was sent M-Pesa prompts (a limit that protects you from strangers’
          prompts): a day.
        </List.Item>
        <List.Item>
          Orders, payments and refunds: {TAX_RECORDS_RETENTION_YEARS} years, as the Tax Procedures Act 2015
          requires. If you delete your account they are kept without your name, phone or address, and our
          staff’s records of what they did with your orders say “(erased)” where they named you.
        </List.Item>
      </List>

      <Title order={2} size="h3">
        Your rights, and how to use them
      </Title>
      <Text>
        You may see the data we hold about you, correct it, take a copy, object to offers, and have it erased.
        On{' '}
        <Anchor component={Link} to="/user">
          your account page
        </Anchor>{' '}
        you can:
      </Text>
      <List spacing="xs">
        <List.Item>correct your details and addresses;</List.Item>
        <List.Item>download everything we hold about you as a file (“Download my data”);</List.Item>
        <List.Item>turn offers on or off;</List.Item>
        <List.Item>
          delete your account (“Delete my account”): your personal data is erased at once, except the sales
          records above, kept without your name, phone or address. An account cannot be deleted while an order
          is paid and not yet delivered, or a refund is on its way.
        </List.Item>
      </List>

      <Title order={2} size="h3">
        Contact
      </Title>
      <Text>
        Questions or complaints about your data: email{' '}
        <Anchor href="mailto:hello@nyama.shop">hello@nyama.shop</Anchor> or call{' '}
        <Anchor href="tel:+254712000100">0712 000 100</Anchor>. If we do not answer you well, you may complain
        to the Office of the Data Protection Commissioner (odpc.go.ke).
      </Text>
    </Stack>
  );
}
