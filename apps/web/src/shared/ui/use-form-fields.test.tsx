import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFormFields } from './use-form-fields';

describe('useFormFields setValue', () => {
  it('is the same function on every render, and setting the value already there changes nothing', () => {
    const { result, rerender } = renderHook(() => useFormFields({ email: '' }, {}));
    const first = result.current.setValue;
    rerender();
    expect(result.current.setValue).toBe(first);

    act(() => result.current.setValue('email', 'agent@example.test'));
    expect(result.current.values.email).toBe('agent@example.test');
    const values = result.current.values;
    act(() => result.current.setValue('email', 'agent@example.test'));
    expect(result.current.values).toBe(values);
  });
});
