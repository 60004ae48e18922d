import { useId as mantinesUseId } from '@mantine/hooks';
import { render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { useId } from './mantine-use-id';

type UseId = (staticId?: string) => string;

/** Renders a labelled field with the given `useId` and counts the commits its mount took. */
function mountField(useIdToTest: UseId, staticId?: string) {
  function Field({ label }: { label: string }) {
    const id = useIdToTest(staticId);
    return (
      <>
        <label htmlFor={id}>{label}</label>
        <input id={id} />
      </>
    );
  }
  const phases: string[] = [];
  render(
    <Profiler id="fields" onRender={(_id, phase) => phases.push(phase)}>
      <Field label="Name" />
      <Field label="Phone" />
    </Profiler>,
  );
  return phases;
}

describe('the ids the build gives Mantine (decision 088)', () => {
  it('mounts in one commit, where Mantine’s own renders the fields again from their layout effects', () => {
    expect(mountField(useId)).toEqual(['mount']);
    expect(mountField(mantinesUseId)).toEqual(['mount', 'nested-update']);
  });

  it('gives each field an id of its own that its label points to', () => {
    mountField(useId);
    const name = screen.getByLabelText('Name');
    const phone = screen.getByLabelText('Phone');
    expect(name.id).toMatch(/^mantine-/);
    expect(name.id).not.toBe(phone.id);
  });

  it('keeps an id the component was given', () => {
    mountField(useId, 'kra-pin');
    expect(screen.getAllByRole('textbox').map((input) => input.id)).toEqual(['kra-pin', 'kra-pin']);
  });
});
