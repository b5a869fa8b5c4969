import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../testing/render';
import { RadioGroup } from './radio-group';

type Trip = 'oneWay' | 'roundTrip' | 'multiCity';
const TRIPS = [
  { value: 'oneWay', label: 'One way' },
  { value: 'roundTrip', label: 'Round trip' },
  { value: 'multiCity', label: 'Multi-city' },
] as const;

function Harness({ onChange }: { onChange: (value: Trip) => void }) {
  const [value, setValue] = useState<Trip>('roundTrip');
  const change = (next: Trip) => {
    setValue(next);
    onChange(next);
  };
  return <RadioGroup label="Trip type" options={TRIPS} value={value} onChange={change} />;
}

const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });

describe('RadioGroup', () => {
  it('is a labelled radio group with the current value checked', () => {
    renderUi(<Harness onChange={() => undefined} />);
    const group = screen.getByRole('radiogroup', { name: 'Trip type' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['oneWay', 'roundTrip', 'multiCity']);
    expect(radio('Round trip').checked).toBe(true);
    expect(radio('One way').checked).toBe(false);
  });

  it('reports the picked option as its typed value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderUi(<Harness onChange={onChange} />);
    await user.click(radio('Multi-city'));
    expect(onChange).toHaveBeenCalledWith('multiCity');
    expect(radio('Multi-city').checked).toBe(true);
    expect(radio('Round trip').checked).toBe(false);
  });

  it('changes with the arrow keys', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderUi(<Harness onChange={onChange} />);
    radio('Round trip').focus();
    await user.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenCalledWith('multiCity');
  });
});
