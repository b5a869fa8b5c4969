import { Combobox, Loader, TextInput, useCombobox, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';

/** Wait after the last key before asking the server for suggestions. */
const SUGGEST_DEBOUNCE_MS = 250;
/** Suggestions are asked for from this many typed characters. */
export const SUGGEST_MIN_LENGTH = 2;

/** What the field reads of a suggestions query (a TanStack query result has it). */
export interface SuggestionsState<T> {
  data?: T[];
  isFetching: boolean;
  isFetched: boolean;
}

/** The field's words, in the caller's namespace. */
export interface SuggestTexts {
  placeholder: string;
  searching: string;
  typeMore: string;
  none: string;
  found(count: number): string;
}

export interface SuggestFieldProps<T> {
  label: string;
  /** Text of the picked value (shown while not typing); '' when nothing is picked. */
  valueText: string;
  /** Key of the picked value, to mark it active in the list. */
  value: string | null;
  /**
   * Suggestions for the typed text (already debounced; nothing under 2 characters). A hook: the
   * same function on every render.
   */
  useSuggestions(text: string): SuggestionsState<T>;
  keyOf(item: T): string;
  renderOption(item: T): ReactNode;
  onPick(item: T): void;
  texts: SuggestTexts;
  leftSection?: ReactNode;
  error?: ReactNode;
}

/**
 * A look-up combobox (airports, hotel destinations): suggestions once 2 letters are typed, with a
 * searching state while they load, announced to screen readers. Picking one sets the value; what
 * was typed without picking is dropped. Keyboard: arrows move, Enter picks, Escape closes.
 */
export function SuggestField<T>({
  label,
  valueText,
  value,
  useSuggestions,
  keyOf,
  renderOption,
  onPick,
  texts,
  leftSection,
  error,
}: SuggestFieldProps<T>) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [typed, setTyped] = useState<string | null>(null);
  const [debounced] = useDebouncedValue(typed ?? '', SUGGEST_DEBOUNCE_MS);
  const suggestions = useSuggestions(debounced);
  const isTyping = typed !== null;
  const isLongEnough = (text: string) => text.trim().length >= SUGGEST_MIN_LENGTH;
  const isWaiting = isTyping && isLongEnough(typed) && (debounced !== typed || suggestions.isFetching);
  const items = isTyping && isLongEnough(debounced) ? (suggestions.data ?? []) : [];

  const choose = (key: string) => {
    const item = items.find((candidate) => keyOf(candidate) === key);
    if (item) onPick(item);
    setTyped(null);
    combobox.closeDropdown();
  };

  let status: string | null = null;
  if (isWaiting && items.length === 0) status = texts.searching;
  else if (isTyping && !isLongEnough(typed)) status = texts.typeMore;
  else if (isTyping && items.length === 0 && suggestions.isFetched) status = texts.none;

  // Screen readers hear the searching state and how many suggestions came back.
  const announcement = isTyping ? (status ?? texts.found(items.length)) : '';

  return (
    <Combobox store={combobox} onOptionSubmit={choose}>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      {/* The list opens only while typing, so 'expanded' is true exactly while it shows. */}
      <Combobox.Target withExpandedAttribute>
        <TextInput
          label={label}
          placeholder={texts.placeholder}
          value={typed ?? valueText}
          leftSection={leftSection}
          rightSection={isWaiting ? <Loader size={16} aria-label={texts.searching} /> : null}
          autoComplete="off"
          aria-autocomplete="list"
          aria-busy={isWaiting}
          error={error}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={(event) => {
            event.currentTarget.select();
          }}
          onBlur={() => {
            setTyped(null);
            combobox.closeDropdown();
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!isTyping}>
        <Combobox.Options mah={320} style={{ overflowY: 'auto' }} aria-label={label}>
          {items.map((item) => (
            <Combobox.Option value={keyOf(item)} key={keyOf(item)} active={keyOf(item) === value}>
              {renderOption(item)}
            </Combobox.Option>
          ))}
          {status && <Combobox.Empty>{status}</Combobox.Empty>}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
