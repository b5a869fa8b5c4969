import { formatMoney, type AppliedMarkup } from '@travel/contracts';

/**
 * A markup as an agent reads it: a percent in the page's language ('8%', '7,5 %'), or a fixed
 * markup as money of the quote's currency ('€23.01').
 */
export function formatMarkup(markup: AppliedMarkup, currency: string, language: string): string {
  if (markup.markupType === 'fixed') return formatMoney({ amount: Math.round(markup.markup), currency }, language);
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(markup.markup / 100);
}
