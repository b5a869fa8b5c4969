import classes from './legal-document.module.css';

/** A legal text: paragraphs separated by blank lines, rendered as text (never as HTML). */
export function LegalDocument({ title, body }: { title: string; body: string }) {
  const paragraphs = body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <article className={classes.document}>
      <h1>{title}</h1>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </article>
  );
}
