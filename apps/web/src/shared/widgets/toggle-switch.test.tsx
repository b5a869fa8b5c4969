import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../testing/render';
import { ToggleSwitch } from './toggle-switch';

function Harness({ onChange, disabled }: { onChange: (checked: boolean) => void; disabled?: boolean }) {
  const [checked, setChecked] = useState(false);
  const change = (next: boolean) => {
    setChecked(next);
    onChange(next);
  };
  return (
    <ToggleSwitch
      label="Refundable only"
      description="Hide non-refundable fares"
      checked={checked}
      onChange={change}
      disabled={disabled}
    />
  );
}

const toggle = () => screen.getByRole<HTMLInputElement>('switch', { name: 'Refundable only' });

describe('ToggleSwitch', () => {
  it('is a labelled switch that turns on and off', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderUi(<Harness onChange={onChange} />);
    expect(toggle().checked).toBe(false);
    await user.click(toggle());
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(toggle().checked).toBe(true);
    await user.click(screen.getByText('Refundable only'));
    expect(onChange).toHaveBeenLastCalledWith(false);
    expect(toggle().checked).toBe(false);
  });

  it('shows its description and ties it to the switch', () => {
    renderUi(<Harness onChange={() => undefined} />);
    const describedBy = toggle().getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Hide non-refundable fares');
  });

  it('toggles with the space key', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderUi(<Harness onChange={onChange} />);
    toggle().focus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('does not change when disabled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderUi(<Harness onChange={onChange} disabled />);
    await user.click(toggle());
    expect(onChange).not.toHaveBeenCalled();
    expect(toggle().checked).toBe(false);
  });
});
