import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { DELIVERY_PROOF_RETENTION_DAYS } from '@nyama/domain/delivery/proof-retention';
import { TAX_RECORDS_RETENTION_YEARS } from '@nyama/domain/payments/personal-data';
import { m } from '../../../../paraglide/messages';

const SHOP_EMAIL = 'hello@nyama.shop';
const SHOP_PHONE = '0712 000 100';

/** The privacy notice the Data Protection Act 2019 s.29 asks for, in plain words (decision 064). */
export function PrivacyPage() {
  return (
    <Stack maw={720}>
      <Title order={1}>{m.account_privacy_title()}</Title>
      <Text>{m.account_privacy_intro()}</Text>

      <Title order={2} size="h3">
        {m.account_privacy_keep_title()}
      </Title>
      <List spacing="xs">
        <List.Item>{m.account_privacy_keep_identity()}</List.Item>
        <List.Item>{m.account_privacy_keep_addresses()}</List.Item>
        <List.Item>{m.account_privacy_keep_orders()}</List.Item>
        <List.Item>{m.account_privacy_keep_proof()}</List.Item>
        <List.Item>{m.account_privacy_keep_devices()}</List.Item>
        <List.Item>{m.account_privacy_keep_texts()}</List.Item>
        <List.Item>{m.account_privacy_keep_offers()}</List.Item>
      </List>
      <Text>{m.account_privacy_no_sale()}</Text>

      <Title order={2} size="h3">
        {m.account_privacy_how_long_title()}
      </Title>
      <List spacing="xs">
        <List.Item>{m.account_privacy_how_long_account()}</List.Item>
        <List.Item>{m.account_privacy_how_long_proof({ days: DELIVERY_PROOF_RETENTION_DAYS })}</List.Item>
        <List.Item>{m.account_privacy_how_long_prompts()}</List.Item>
        <List.Item>{m.account_privacy_how_long_sales({ years: TAX_RECORDS_RETENTION_YEARS })}</List.Item>
      </List>

      <Title order={2} size="h3">
        {m.account_privacy_rights_title()}
      </Title>
      <Text>
        {m.account_privacy_rights_before()}{' '}
        <Anchor component={Link} to="/user">
          {m.account_privacy_rights_link()}
        </Anchor>{' '}
        {m.account_privacy_rights_after()}
      </Text>
      <List spacing="xs">
        <List.Item>{m.account_privacy_rights_correct()}</List.Item>
        <List.Item>{m.account_privacy_rights_download()}</List.Item>
        <List.Item>{m.account_privacy_rights_offers()}</List.Item>
        <List.Item>{m.account_privacy_rights_delete()}</List.Item>
      </List>

      <Title order={2} size="h3">
        {m.account_privacy_contact_title()}
      </Title>
      <Text>
        {m.account_privacy_contact_before()} <Anchor href={`mailto:${SHOP_EMAIL}`}>{SHOP_EMAIL}</Anchor>{' '}
        {m.account_privacy_contact_or()} <Anchor href="tel:+254712000100">{SHOP_PHONE}</Anchor>
        {m.account_privacy_contact_after()}
      </Text>
    </Stack>
  );
}
