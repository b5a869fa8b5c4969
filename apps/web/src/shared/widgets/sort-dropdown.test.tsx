import { MantineProvider } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement, useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n';
import { renderUi } from '../../testing/render';
import { SortDropdown } from './sort-dropdown';

beforeAll(() => i18n.loadNamespaces('widgets'));

// happy-dom has no layout, so Mantine would hide the option list as detached from its input.
const renderWidget = (ui: ReactElement) => renderUi(<MantineProvider env="test">{ui}</MantineProvider>);

type Sort = 'cheapest' | 'highest';
const SORTS = [
  { value: 'cheapest', label: 'Cheapest' },
  { value: 'highest', label: 'Highest' },
] as const;

function Harness({ onChange, label }: { onChange: (value: Sort) => void; label?: string }) {
  const [value, setValue] = useState<Sort>('cheapest');
  const change = (next: Sort) => {
    setValue(next);
    onChange(next);
  };
  return <SortDropdown options={SORTS} value={value} onChange={change} label={label} />;
}

describe('SortDropdown', () => {
  it("is labelled 'Sort by' and shows the current order", async () => {
    renderWidget(<Harness onChange={() => undefined} />);
    const input = await screen.findByRole<HTMLInputElement>('combobox', { name: 'Sort by' });
    expect(input.value).toBe('Cheapest');
  });

  it('reports the picked order as its typed value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWidget(<Harness onChange={onChange} />);
    await user.click(await screen.findByRole('combobox', { name: 'Sort by' }));
    await user.click(screen.getByRole('option', { name: 'Highest' }));
    expect(onChange).toHaveBeenCalledWith('highest');
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Sort by' }).value).toBe('Highest');
  });

  it('does not clear when the current order is picked again', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWidget(<Harness onChange={onChange} />);
    await user.click(await screen.findByRole('combobox', { name: 'Sort by' }));
    await user.click(screen.getByRole('option', { name: 'Cheapest' }));
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Sort by' }).value).toBe('Cheapest');
    expect(onChange).not.toHaveBeenCalledWith(null);
  });

  it('can be used from the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWidget(<Harness onChange={onChange} />);
    (await screen.findByRole('combobox', { name: 'Sort by' })).focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('highest');
  });

  it('takes another label', async () => {
    renderWidget(<Harness onChange={() => undefined} label="Order" />);
    expect(await screen.findByRole('combobox', { name: 'Order' })).toBeTruthy();
  });
});
