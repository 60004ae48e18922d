import type { SaveItemInput } from '@nyama/domain/callables/catalogue-callables';
import { describeStaffError } from '../../refusals/public';
import { useSaveItem } from '../api/actions';
import { ItemForm } from './item-form';

type Props = {
  initial: SaveItemInput;
  groups: { value: string; label: string }[];
  /** A new item, once created, opens as an existing one (its price history, stock and trail). */
  onCreated: (itemId: string) => void;
};

/** The item form, saved through saveItem; the server's refusal shows beside Save. */
export function ItemDetails({ initial, groups, onCreated }: Props) {
  const save = useSaveItem();
  return (
    <ItemForm
      initial={initial}
      groups={groups}
      saving={save.isPending}
      error={save.isError ? describeStaffError(save.error) : null}
      onSave={(input) =>
        save.mutate(input, {
          onSuccess: ({ itemId }) => {
            if (input.itemId === null) onCreated(itemId);
          },
        })
      }
    />
  );
}
