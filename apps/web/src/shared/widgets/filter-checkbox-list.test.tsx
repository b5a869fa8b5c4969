import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n';
import { renderUi } from '../../testing/render';
import { FilterCheckboxList, type FilterOption } from './filter-checkbox-list';

beforeAll(() => i18n.loadNamespaces('widgets'));

type Stops = '0' | '1' | '2+';
const STOPS: FilterOption<Stops>[] = [
  { value: '0', label: 'Nonstop', note: '$310' },
  { value: '1', label: '1 stop', note: '$254' },
  { value: '2+', label: '2+ stops' },
];

function Harness(props: { initial?: Stops[]; onChange?: (v: Stops[]) => void; withActions?: boolean }) {
  const [value, setValue] = useState<Stops[]>(props.initial ?? []);
  return (
    <FilterCheckboxList
      title="Stops"
      options={STOPS}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
      withSelectAll={props.withActions}
      withRemoveAll={props.withActions}
    />
  );
}

const checkbox = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });
const checkedLabels = () => ['Nonstop', '1 stop', '2+ stops'].filter((name) => checkbox(name).checked);

describe('FilterCheckboxList', () => {
  it('is a titled group with nothing ticked when nothing filters', async () => {
    renderUi(<Harness />);
    const group = await screen.findByRole('group', { name: 'Stops' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(3);
    expect(checkedLabels()).toEqual([]);
  });

  it('shows each note and ties it to its checkbox', async () => {
    renderUi(<Harness />);
    const nonstop = await screen.findByRole('checkbox', { name: 'Nonstop' });
    const describedBy = nonstop.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('$310');
    expect(screen.getByText('$254')).toBeTruthy();
    expect(checkbox('2+ stops').getAttribute('aria-describedby')).toBeNull();
  });

  it('ticks and unticks options one by one', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderUi(<Harness onChange={onChange} />);
    await user.click(await screen.findByRole('checkbox', { name: 'Nonstop' }));
    await user.click(checkbox('2+ stops'));
    expect(onChange).toHaveBeenLastCalledWith(['0', '2+']);
    expect(checkedLabels()).toEqual(['Nonstop', '2+ stops']);
    await user.click(checkbox('Nonstop'));
    expect(onChange).toHaveBeenLastCalledWith(['2+']);
    expect(checkedLabels()).toEqual(['2+ stops']);
  });

  it("'Only' leaves just that option ticked", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderUi(<Harness initial={['0', '2+']} onChange={onChange} />);
    await user.click(await screen.findByRole('button', { name: 'Only 1 stop' }));
    expect(onChange).toHaveBeenCalledWith(['1']);
    expect(checkedLabels()).toEqual(['1 stop']);
    expect(screen.getAllByRole('button', { name: /^Only / }).map((b) => b.textContent)).toEqual([
      'Only',
      'Only',
      'Only',
    ]);
  });

  it('selects all and removes all, each disabled when it would change nothing', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderUi(<Harness withActions onChange={onChange} />);
    const removeAll = await screen.findByRole('button', { name: 'Remove all' });
    expect(removeAll.hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Select all' }));
    expect(onChange).toHaveBeenLastCalledWith(['0', '1', '2+']);
    expect(checkedLabels()).toEqual(['Nonstop', '1 stop', '2+ stops']);
    expect(screen.getByRole('button', { name: 'Select all' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Remove all' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(checkedLabels()).toEqual([]);
  });

  it('leaves out the actions unless asked for', async () => {
    renderUi(<Harness />);
    await screen.findByRole('group', { name: 'Stops' });
    expect(screen.queryByRole('button', { name: 'Select all' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove all' })).toBeNull();
  });

  it('toggles with the space key', async () => {
    const user = userEvent.setup();
    renderUi(<Harness />);
    (await screen.findByRole('checkbox', { name: '1 stop' })).focus();
    await user.keyboard(' ');
    expect(checkedLabels()).toEqual(['1 stop']);
  });
});
