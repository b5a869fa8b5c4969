import { createContext, useContext } from 'react';

/**
 * How auth forms appear on this site (spec section 2): a modal over the landing on agency
 * sites, a page on the owner's site, the split-screen page for agencies that chose it.
 */
export type AuthMode = 'modal' | 'page' | 'split';

export const AuthModeContext = createContext<AuthMode>('page');

export function useAuthMode(): AuthMode {
  return useContext(AuthModeContext);
}
