import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../testing/render';
import { TruncatedText } from './truncated-text';

const LONG = 'Grand Hotel Lisboa Riverside';

describe('TruncatedText', () => {
  it('cuts text longer than 20 characters with an ellipsis and keeps the full text in the title', () => {
    const { container } = renderUi(<TruncatedText text={LONG} />);
    const visible = screen.getByText('Grand Hotel Lisboa R...');
    expect(visible.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelector(`[title="${LONG}"]`)).not.toBeNull();
  });

  it('gives screen readers the full text', () => {
    renderUi(<TruncatedText text={LONG} />);
    const spoken = screen.getByText(LONG);
    expect(spoken.closest('[aria-hidden]')).toBeNull();
  });

  it('leaves text of 20 characters unchanged, without a title', () => {
    const { container } = renderUi(<TruncatedText text="12345678901234567890" />);
    expect(screen.getByText('12345678901234567890')).toBeTruthy();
    expect(container.querySelector('[title]')).toBeNull();
    expect(container.querySelector('[aria-hidden]')).toBeNull();
  });

  it('takes another length', () => {
    renderUi(<TruncatedText text="Lisbon" max={3} />);
    expect(screen.getByText('Lis...')).toBeTruthy();
  });
});
