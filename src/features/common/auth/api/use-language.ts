import { useEffect } from 'react';
import type { Locale } from '@nyama/domain/kernel/locale';
import { useLocale } from '../../../../lib/locale-provider';
import { useSession } from './use-session';

/** A language the profile could not keep is still spoken on this device: said in the console, not to the person. */
function keep(uid: string, language: Locale): void {
  void import('./profile-language')
    .then(({ keepLanguageOnProfile }) => keepLanguageOnProfile(uid, language))
    .catch((error: unknown) => console.warn('The profile did not keep the language.', error));
}

/** The signed-in account whose profile is read, if any. */
function readyProfile(session: ReturnType<typeof useSession>) {
  return session.status === 'signedIn' && session.profile.status === 'ready'
    ? { uid: session.uid, language: session.profile.profile.language }
    : null;
}

/**
 * Chooses the language everywhere it is kept: on the device (offline, before sign-in) and, for a
 * signed-in account, on its profile, so the shop's pushes and texts speak it too (decision 072).
 */
export function useChooseLanguage(): { locale: Locale; choose: (locale: Locale) => void } {
  const { locale, choose } = useLocale();
  const profile = readyProfile(useSession());
  return {
    locale,
    choose: (next) => {
      choose(next);
      if (profile && profile.language !== next) keep(profile.uid, next);
    },
  };
}

/**
 * The last profile language this device acted on, per account: kept outside React because a language
 * change redraws the tree (LocaleProvider), and a remounted effect must not take the profile's old
 * language, not yet updated by the switch's write, for a new one.
 */
let actedOn: string | null = null;

/**
 * Keeps the device and the profile speaking one language. When an account's profile is first read, or
 * its language changes (chosen on another device): a profile that names a language has the device speak
 * it; a profile that names none learns the one this device speaks, which the person has been reading.
 */
export function useProfileLanguage(): void {
  const { locale, choose } = useLocale();
  const profile = readyProfile(useSession());
  const uid = profile?.uid;
  const language = profile?.language;
  useEffect(() => {
    if (uid === undefined) {
      // Signed out: the next sign-in reads its profile afresh, even the same account's.
      actedOn = null;
      return;
    }
    const seen = `${uid}:${language ?? ''}`;
    if (actedOn === seen) return;
    actedOn = seen;
    if (language === undefined) keep(uid, locale);
    else if (language !== locale) choose(language);
  }, [uid, language, locale, choose]);
}
