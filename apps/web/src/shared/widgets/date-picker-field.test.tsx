import { MantineProvider } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n';
import { matchOnlyMediaQueries } from '../../testing/media-query';
import { renderUi } from '../../testing/render';
import { DatePickerField, type DateRange } from './date-picker-field';

beforeAll(() => i18n.loadNamespaces('widgets'));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

// Mantine's test mode: no transitions or portals, and no layout-based hiding happy-dom cannot do.
const renderWidget = (ui: ReactElement) => renderUi(<MantineProvider env="test">{ui}</MantineProvider>);

function SingleHarness({
  initial = null,
  minDate = '2026-11-01',
  onChange = () => undefined,
}: {
  initial?: string | null;
  minDate?: string;
  onChange?: (value: string) => void;
}) {
  const [value, setValue] = useState(initial);
  const change = (next: string) => {
    setValue(next);
    onChange(next);
  };
  return <DatePickerField label="Pick-up date" value={value} onChange={change} minDate={minDate} />;
}

function RangeHarness({
  maxDays,
  onChange = () => undefined,
}: {
  maxDays?: number;
  onChange?: (v: DateRange) => void;
}) {
  const [value, setValue] = useState<DateRange | null>(null);
  const change = (next: DateRange) => {
    setValue(next);
    onChange(next);
  };
  return (
    <DatePickerField
      type="range"
      label="Dates"
      value={value}
      onChange={change}
      minDate="2026-11-01"
      maxDays={maxDays}
    />
  );
}

const day = (name: string) => within(screen.getByRole('dialog')).getByRole('button', { name });
const done = () => screen.getByRole('button', { name: 'Done' });

describe('DatePickerField', () => {
  it("shows the label and placeholder, then the picked date as 'MMM d, yyyy' after Done", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWidget(<SingleHarness onChange={onChange} />);
    await user.click(await screen.findByRole('button', { name: 'Pick-up date Select a date' }));
    expect(within(screen.getByRole('dialog')).getByText('Pick-up date')).toBeTruthy();
    expect(done().hasAttribute('disabled')).toBe(true);
    await user.click(day('23 November 2026'));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(done());
    expect(onChange).toHaveBeenCalledWith('2026-11-23');
    expect(screen.getByRole('button', { name: 'Pick-up date Nov 23, 2026' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('formats the date in the page language', async () => {
    await i18n.loadLanguages(['pt', 'es']);
    try {
      await i18n.changeLanguage('pt');
      renderWidget(<SingleHarness initial="2026-11-23" />);
      expect(await screen.findByRole('button', { name: 'Pick-up date 23 de nov. de 2026' })).toBeTruthy();
      await i18n.changeLanguage('es');
      expect(await screen.findByRole('button', { name: 'Pick-up date 23 nov 2026' })).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('keeps the previous date when the dialog is closed without Done', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWidget(<SingleHarness initial="2026-11-20" onChange={onChange} />);
    await user.click(await screen.findByRole('button', { name: 'Pick-up date Nov 20, 2026' }));
    expect(done().hasAttribute('disabled')).toBe(false);
    await user.click(day('25 November 2026'));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Pick-up date Nov 20, 2026' })).toBeTruthy();
  });

  it('does not let days before the minimum be picked', async () => {
    const user = userEvent.setup();
    renderWidget(<SingleHarness minDate="2026-11-10" />);
    await user.click(await screen.findByRole('button', { name: /Pick-up date/ }));
    expect(day('9 November 2026').hasAttribute('disabled')).toBe(true);
    expect(day('10 November 2026').hasAttribute('disabled')).toBe(false);
  });

  it('uses today as the minimum when none is given', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 15, 12));
    const user = userEvent.setup();
    renderWidget(<DatePickerField label="Pick-up date" value={null} onChange={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: /Pick-up date/ }));
    expect(day('14 November 2026').hasAttribute('disabled')).toBe(true);
    expect(day('15 November 2026').hasAttribute('disabled')).toBe(false);
  });

  it('turns a range ending on its start day into start + 1 day on Done', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWidget(<RangeHarness onChange={onChange} />);
    await user.click(await screen.findByRole('button', { name: 'Dates Select dates' }));
    await user.click(day('23 November 2026'));
    expect(done().hasAttribute('disabled')).toBe(true);
    await user.click(day('23 November 2026'));
    await user.click(done());
    expect(onChange).toHaveBeenCalledWith({ start: '2026-11-23', end: '2026-11-24' });
    expect(screen.getByRole('button', { name: 'Dates Nov 23, 2026 – Nov 24, 2026' })).toBeTruthy();
  });

  it('keeps a range shorter than 28 days as picked', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWidget(<RangeHarness onChange={onChange} />);
    await user.click(await screen.findByRole('button', { name: 'Dates Select dates' }));
    await user.click(day('3 November 2026'));
    await user.click(day('10 November 2026'));
    await user.click(done());
    expect(onChange).toHaveBeenCalledWith({ start: '2026-11-03', end: '2026-11-10' });
  });

  it('cuts a range of 28 days or more to start + 28 days', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWidget(<RangeHarness onChange={onChange} />);
    await user.click(await screen.findByRole('button', { name: 'Dates Select dates' }));
    await user.click(day('1 November 2026'));
    await user.click(day('15 December 2026'));
    await user.click(done());
    expect(onChange).toHaveBeenCalledWith({ start: '2026-11-01', end: '2026-11-29' });
  });

  it('takes another maximum length', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWidget(<RangeHarness maxDays={7} onChange={onChange} />);
    await user.click(await screen.findByRole('button', { name: 'Dates Select dates' }));
    await user.click(day('1 November 2026'));
    await user.click(day('20 November 2026'));
    await user.click(done());
    expect(onChange).toHaveBeenCalledWith({ start: '2026-11-01', end: '2026-11-08' });
  });

  it('opens full screen on small screens only', async () => {
    const user = userEvent.setup();
    matchOnlyMediaQueries('(max-width: 48em)');
    renderWidget(<SingleHarness />);
    await user.click(await screen.findByRole('button', { name: /Pick-up date/ }));
    expect(screen.getByRole('dialog').closest('[data-full-screen]')).not.toBeNull();
  });

  it('is not full screen on larger screens', async () => {
    const user = userEvent.setup();
    renderWidget(<SingleHarness />);
    await user.click(await screen.findByRole('button', { name: /Pick-up date/ }));
    expect(screen.getByRole('dialog').closest('[data-full-screen]')).toBeNull();
  });
});
