import { IconSearch } from '@tabler/icons-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../i18n/react';
import classes from './navigation.module.css';

/**
 * The back office's one search box (the navigation's `search` entry): a reference, PNR,
 * confirmation number, customer or destination, answered on the search page at `path`.
 */
export function SearchBox({ path, onNavigate }: { path: string; onNavigate?: (() => void) | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [text, setText] = useState(() => params.get('q') ?? '');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    void navigate(`${path}?${new URLSearchParams({ q: query }).toString()}`);
    onNavigate?.();
  };
  return (
    <form role="search" className={classes.search} onSubmit={submit} aria-label={t('nav.search')}>
      <label htmlFor={id} className="visually-hidden">
        {t('nav.searchLabel')}
      </label>
      <input
        id={id}
        type="search"
        className={classes.searchInput}
        placeholder={t('nav.searchPlaceholder')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        enterKeyHint="search"
        autoComplete="off"
        maxLength={100}
      />
      <button type="submit" className={classes.searchButton} aria-label={t('nav.search')}>
        <IconSearch size={16} aria-hidden />
      </button>
    </form>
  );
}
