import { VisuallyHidden } from '@mantine/core';
import { TEXT_TRUNCATE_LENGTH, truncate } from '@travel/contracts';

export interface TruncatedTextProps {
  text: string;
  /** Characters kept before the ellipsis. Default 20 (spec section 9). */
  max?: number;
}

/**
 * Text cut to a fixed number of characters with an ellipsis. The full text stays in the tooltip
 * for pointer users and is what screen readers read, so nothing is lost by the cut.
 */
export function TruncatedText({ text, max = TEXT_TRUNCATE_LENGTH }: TruncatedTextProps) {
  const shown = truncate(text, max);
  if (shown === text) return <span>{text}</span>;
  return (
    <span title={text}>
      <span aria-hidden>{shown}</span>
      <VisuallyHidden>{text}</VisuallyHidden>
    </span>
  );
}
