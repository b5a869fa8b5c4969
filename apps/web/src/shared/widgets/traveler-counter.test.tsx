import { MantineProvider } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement, useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TRAVELERS, type Travelers } from '@travel/contracts';
import { i18n } from '../i18n/i18n';
import { renderUi } from '../../testing/render';
import { TravelerCounter } from './traveler-counter';

beforeAll(() => i18n.loadNamespaces('widgets'));

// happy-dom has no layout, so Mantine would hide the popover as detached from its target.
const renderWidget = (ui: ReactElement) => renderUi(<MantineProvider env="test">{ui}</MantineProvider>);

function Harness({
  initial = DEFAULT_TRAVELERS,
  onChange,
}: {
  initial?: Travelers;
  onChange?: (v: Travelers) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <TravelerCounter
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

async function open(initial?: Travelers, onChange?: (v: Travelers) => void) {
  const user = userEvent.setup();
  renderWidget(<Harness initial={initial} onChange={onChange} />);
  await user.click(await screen.findByRole('button', { name: /Travel/ }));
  await screen.findByRole('dialog');
  return user;
}

const button = (name: string) => screen.getByRole('button', { name });
const count = (type: string) => screen.getByRole('status', { name: type }).textContent;

describe('TravelerCounter', () => {
  it("starts as '1 Traveler' and shows one row per type with its ages", async () => {
    await open();
    expect(screen.getByRole('button', { name: '1 Traveler' })).toBeTruthy();
    // The same words as the checkout's traveller forms (checkout-focus.test.tsx).
    expect(screen.getByRole('group', { name: 'Adult' }).textContent).toContain('12 years or older');
    expect(screen.getByRole('group', { name: 'Child' }).textContent).toContain('2 to 11 years');
    expect(screen.getByRole('group', { name: 'Infant' }).textContent).toContain('Under 2 years');
    expect([count('Adult'), count('Child'), count('Infant')]).toEqual(['1', '0', '0']);
  });

  it("reads '3 Travelers' after adding two adults", async () => {
    const onChange = vi.fn();
    const user = await open(undefined, onChange);
    await user.click(button('Add adult'));
    await user.click(button('Add adult'));
    expect(onChange).toHaveBeenLastCalledWith({ adults: 3, children: 0, infants: 0 });
    expect(count('Adult')).toBe('3');
    expect(screen.getByRole('button', { name: '3 Travelers' })).toBeTruthy();
  });

  it('keeps the seat count when children and infants are added', async () => {
    const user = await open();
    await user.click(button('Add child'));
    await user.click(button('Add infant'));
    expect([count('Child'), count('Infant')]).toEqual(['1', '1']);
    expect(screen.getByRole('button', { name: '1 Traveler' })).toBeTruthy();
  });

  it('disables − for adults at 1 and for children and infants at 0', async () => {
    await open();
    expect(button('Remove adult').hasAttribute('disabled')).toBe(true);
    expect(button('Remove child').hasAttribute('disabled')).toBe(true);
    expect(button('Remove infant').hasAttribute('disabled')).toBe(true);
    expect(button('Add adult').hasAttribute('disabled')).toBe(false);
  });

  it('disables + at 5 of a type and stops the count there', async () => {
    const user = await open({ adults: 4, children: 0, infants: 0 });
    await user.click(button('Add adult'));
    expect(count('Adult')).toBe('5');
    expect(button('Add adult').hasAttribute('disabled')).toBe(true);
    await user.click(button('Add adult'));
    expect(count('Adult')).toBe('5');
    expect(button('Remove adult').hasAttribute('disabled')).toBe(false);
  });

  it('removes a child down to 0', async () => {
    const user = await open({ adults: 2, children: 1, infants: 0 });
    await user.click(button('Remove child'));
    expect(count('Child')).toBe('0');
    expect(button('Remove child').hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: '2 Travelers' })).toBeTruthy();
  });

  it('is usable from the keyboard', async () => {
    const user = userEvent.setup();
    renderWidget(<Harness />);
    const target = await screen.findByRole('button', { name: '1 Traveler' });
    target.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog');
    button('Add adult').focus();
    await user.keyboard('{Enter}');
    expect(count('Adult')).toBe('2');
  });

  it('translates the labels and plural in Portuguese and Spanish', async () => {
    await i18n.loadLanguages(['pt', 'es']);
    try {
      await i18n.changeLanguage('pt');
      const user = userEvent.setup();
      renderWidget(<Harness initial={{ adults: 2, children: 0, infants: 0 }} />);
      await user.click(await screen.findByRole('button', { name: '2 Viajantes' }));
      await user.click(button('Remover adulto'));
      expect(screen.getByRole('button', { name: '1 Viajante' })).toBeTruthy();
      expect(screen.getByRole('group', { name: 'Bebê' }).textContent).toContain('Menos de 2 anos');
      expect(screen.getByRole('group', { name: 'Criança' }).textContent).toContain('2 a 11 anos');
      await i18n.changeLanguage('es');
      expect(await screen.findByRole('button', { name: '1 Viajero' })).toBeTruthy();
      expect(button('Añadir niño')).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
