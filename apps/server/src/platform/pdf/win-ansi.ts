/**
 * The letters of Windows-1252 (the standard PDF fonts' encoding) beyond latin-1: the euro sign,
 * curly quotes, dashes, in code order 0x80-0x9F ('?' where it has none). Free of pdfkit, so the
 * e2e tests' PDF reader can use it.
 */
export const WIN_ANSI_EXTRA = '€?‚ƒ„…†‡ˆ‰Š‹Œ?Ž??‘’“”•–—˜™š›œ?žŸ';
