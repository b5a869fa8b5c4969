import { useCallback, useState } from 'react';
import type { LoginResult } from '@travel/contracts';
import { api } from '../../../shared/api/client';

export function login(body: { email: string; password: string }): Promise<LoginResult> {
  return api.post<{ data: LoginResult }>('/api/user/login', body).then((r) => r.data);
}

/**
 * The log-in call's state for the form: pending while it runs, its error to show in the form's
 * red alert (not as a toast). Plain React state, not the query client: the log-in dialog paints
 * over the landing before the libraries load.
 */
export function useLogin() {
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const mutate = useCallback(async (body: { email: string; password: string }, onSuccess: (r: LoginResult) => void) => {
    setPending(true);
    setError(null);
    try {
      const result = await login(body);
      onSuccess(result);
    } catch (caught) {
      setError(caught);
    } finally {
      setPending(false);
    }
  }, []);
  return { mutate, isPending, error };
}
