import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { m } from '../paraglide/messages';

type Props = {
  /** The search the list shows now (from the URL). */
  value: string | undefined;
  /** A trimmed term, or undefined when the box is cleared; called once typing pauses. */
  onSearch: (term: string | undefined) => void;
  placeholder: string;
};

/**
 * A back-office list's search box: it answers the keyboard at once and searches once typing pauses.
 * A navigation that starts while a search still waits (a row opened before the pause) drops that search:
 * the page stays mounted while the next one loads, and its late search would navigate back to the list.
 */
export function SearchField({ value, onSearch, placeholder }: Props) {
  const [typed, setTyped] = useState(value ?? '');
  const search = useDebouncedCallback((term: string) => onSearch(term.trim() || undefined), 350);
  const router = useRouter();
  useEffect(() => router.subscribe('onBeforeNavigate', () => search.cancel()), [router, search]);
  return (
    <TextInput
      label={m.shared_search()}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} />}
      value={typed}
      onChange={(event) => {
        setTyped(event.currentTarget.value);
        search(event.currentTarget.value);
      }}
      w={{ base: '100%', sm: 260 }}
    />
  );
}
