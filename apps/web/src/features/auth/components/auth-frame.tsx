import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useAuthMode } from '../../../shared/layout/auth-mode';
import { ShellDialog } from '../../../shared/shell/form/shell-dialog';
import { DefaultAuthLayout } from './default-auth-layout';
import { SplitAuthLayout } from './split-auth-layout';

/**
 * An auth form as a modal over the landing, a branded page, or the split-screen page; drawn
 * without the component library, so the log-in paints with the shell.
 */
export function AuthFrame({ title, children }: { title: string; children: ReactNode }) {
  const mode = useAuthMode();
  const navigate = useNavigate();
  if (mode === 'split') return <SplitAuthLayout title={title}>{children}</SplitAuthLayout>;
  if (mode === 'page') return <DefaultAuthLayout title={title}>{children}</DefaultAuthLayout>;
  return (
    <ShellDialog title={title} onClose={() => void navigate('/')}>
      {children}
    </ShellDialog>
  );
}
