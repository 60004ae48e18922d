import type { Locale } from '@nyama/domain/kernel/locale';
import { createContext, Fragment, useContext, useState, type ReactNode } from 'react';
import { saveLocale, speak, spokenLocale, thisDevice } from './locale';

type LocaleChoice = { locale: Locale; choose: (locale: Locale) => void };

const LocaleContext = createContext<LocaleChoice | null>(null);

/**
 * The language the page speaks, and the way to change it. A change is saved on the device and redraws
 * everything below from scratch: messages are plain function calls, so a memoised part would otherwise
 * keep the old language. The query cache and the router live above it, so nothing is read again
 * (decision 072).
 */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const [locale, setLocale] = useState(spokenLocale);
  const choose = (next: Locale) => {
    saveLocale(thisDevice().storage, next);
    speak(next);
    setLocale(next);
  };
  return (
    <LocaleContext value={{ locale, choose }}>
      <Fragment key={locale}>{children}</Fragment>
    </LocaleContext>
  );
}

export function useLocale(): LocaleChoice {
  const choice = useContext(LocaleContext);
  if (!choice) throw new Error('useLocale needs a LocaleProvider above it');
  return choice;
}
