import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../i18n/react';
import classes from './form.module.css';

interface ShellDialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** The app's root: inert while a dialog is open, so focus and screen readers stay in the dialog. */
const appRoot = () => document.getElementById('root');

/**
 * A modal dialog drawn without the component library, for pages that paint before it loads (the
 * log-in over the landing). The page behind is `inert` while it is open; toasts, rendered beside
 * the page, stay readable above it. Focus starts on the title, which says what the dialog is;
 * Escape, the close button or a click outside close it; focus then returns to what had it.
 */
export function ShellDialog({ title, onClose, children }: ShellDialogProps) {
  const { t } = useTranslation();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = appRoot();
    root?.setAttribute('inert', '');
    titleRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) onCloseRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      root?.removeAttribute('inert');
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return createPortal(
    <div
      className={classes.backdrop}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} className={classes.dialog}>
        <div className={classes.dialogHeader}>
          <h2 id={titleId} ref={titleRef} className={classes.dialogTitle} tabIndex={-1}>
            {title}
          </h2>
          <button type="button" className={classes.dialogClose} onClick={onClose} aria-label={t('common.close')}>
            <svg width="16" height="16" viewBox="0 0 15 15" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                fillRule="evenodd"
                clipRule="evenodd"
                d="M11.78 4.28a.75.75 0 0 0-1.06-1.06L7.5 6.44 4.28 3.22a.75.75 0 0 0-1.06 1.06L6.44 7.5 3.22 10.72a.75.75 0 1 0 1.06 1.06L7.5 8.56l3.22 3.22a.75.75 0 1 0 1.06-1.06L8.56 7.5l3.22-3.22Z"
              />
            </svg>
          </button>
        </div>
        <div className={classes.dialogBody}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}
