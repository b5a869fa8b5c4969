import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, currentLanguage } from '../i18n/i18n';
import { renderUi } from '../../testing/render';
import { LanguageSwitcher } from './language-switcher';

afterEach(() => changeLanguage('en'));

describe('LanguageSwitcher', () => {
  it('only moves the choice on an arrow key, and applies it on Enter (3.2.2)', async () => {
    renderUi(<LanguageSwitcher />);
    const select = screen.getByTestId<HTMLSelectElement>('language-switcher');
    fireEvent.keyDown(select, { key: 'ArrowDown' });
    fireEvent.change(select, { target: { value: 'pt' } });
    expect(select.value).toBe('pt');
    expect(currentLanguage()).toBe('en');
    fireEvent.keyDown(select, { key: 'Enter' });
    await waitFor(() => expect(currentLanguage()).toBe('pt'));
  });

  it('applies a stepped choice when focus leaves', async () => {
    renderUi(<LanguageSwitcher />);
    const select = screen.getByTestId<HTMLSelectElement>('language-switcher');
    fireEvent.keyDown(select, { key: 'ArrowDown' });
    fireEvent.change(select, { target: { value: 'es' } });
    expect(currentLanguage()).toBe('en');
    fireEvent.blur(select);
    await waitFor(() => expect(currentLanguage()).toBe('es'));
  });

  it('applies a choice made in the open list at once', async () => {
    renderUi(<LanguageSwitcher />);
    const select = screen.getByTestId<HTMLSelectElement>('language-switcher');
    fireEvent.mouseDown(select);
    fireEvent.change(select, { target: { value: 'pt' } });
    await waitFor(() => expect(currentLanguage()).toBe('pt'));
  });
});
