import { Group, Radio } from '@mantine/core';
import { memo } from 'react';
import { LOCALE_NAMES, LOCALES, localeSchema } from '@nyama/domain/kernel/locale';
import { useChooseLanguage } from '../../../common/auth/public';
import { m } from '../../../../paraglide/messages';

/**
 * The profile's language, beside the header's switch: the same choice, kept on the device and the
 * profile, said here because the shop's notifications and texts follow it (decision 072). Two radios
 * rather than a segmented control, which measures its options to place its indicator: a forced layout of
 * the whole account page as it first renders (decision 077).
 */
export const LanguageChoice = memo(function LanguageChoice() {
  const { locale, choose } = useChooseLanguage();
  return (
    <Radio.Group
      label={m.shell_language()}
      description={m.account_language_hint()}
      value={locale}
      onChange={(value) => choose(localeSchema.parse(value))}
    >
      <Group mt="xs">
        {LOCALES.map((value) => (
          <Radio key={value} value={value} label={<span lang={value}>{LOCALE_NAMES[value]}</span>} />
        ))}
      </Group>
    </Radio.Group>
  );
});
