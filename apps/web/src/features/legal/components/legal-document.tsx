import classes from './legal-document.module.css';

/**
 * A legal text: paragraphs separated by blank lines, rendered as text (never as HTML). `lang` is
 * the language of the body when it is not the page's (an agency's own text).
 */
export function LegalDocument({ title, body, lang }: { title: string; body: string; lang?: string }) {
  const paragraphs = body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <article className={classes.document}>
      <h1>{title}</h1>
      <div lang={lang}>
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </article>
  );
}
