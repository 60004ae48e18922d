import { Button } from '@mantine/core';
import { LOCALE_NAMES, LOCALES } from '@nyama/domain/kernel/locale';
import { useChooseLanguage } from '../../features/common/auth/api/use-language';
import { m } from '../../paraglide/messages';

/**
 * Switches between English and Kiswahili, on the device, so it works offline and before sign-in, and on
 * a signed-in account's profile (decision 072). It names the other language in that language, which a reader of it recognises; two
 * letters fit a phone's header beside the cart and the account.
 */
export function LanguageSwitch() {
  const { locale, choose } = useChooseLanguage();
  const other = LOCALES.find((candidate) => candidate !== locale) ?? locale;
  return (
    <Button
      size="compact-sm"
      variant="subtle"
      color="gray"
      lang={other}
      aria-label={LOCALE_NAMES[other]}
      title={`${m.shell_language()}: ${LOCALE_NAMES[other]}`}
      onClick={() => choose(other)}
    >
      {other.slice(0, 2).toUpperCase()}
    </Button>
  );
}
