import { SegmentedControl, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import { LOCALE_NAMES, LOCALES, localeSchema } from '@nyama/domain/kernel/locale';
import { useChooseLanguage } from '../../../common/auth/public';
import { m } from '../../../../paraglide/messages';

/**
 * The profile's language, beside the header's switch: the same choice, kept on the device and the
 * profile, said here because the shop's notifications and texts follow it (decision 072).
 */
export const LanguageChoice = memo(function LanguageChoice() {
  const { locale, choose } = useChooseLanguage();
  return (
    <Stack gap={4}>
      <Text id="profile-language" size="sm" fw={500}>
        {m.shell_language()}
      </Text>
      <SegmentedControl
        aria-labelledby="profile-language"
        value={locale}
        onChange={(value) => choose(localeSchema.parse(value))}
        data={LOCALES.map((value) => ({ value, label: <span lang={value}>{LOCALE_NAMES[value]}</span> }))}
      />
      <Text size="xs" c="dimmed">
        {m.account_language_hint()}
      </Text>
    </Stack>
  );
});
