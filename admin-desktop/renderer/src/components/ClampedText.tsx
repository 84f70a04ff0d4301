/**
 * A long text in a table cell: wrapped between words and cut after `lines` lines (the whole text
 * on hover and in the entry's dialog). Unlike a column's one-line ellipsis it never cuts a short
 * text, and the column keeps at least the width of its longest word.
 */
export function ClampedText({ text, lines = 2 }: { text: string; lines?: number }) {
  return (
    <span className="clamped-text" style={{ WebkitLineClamp: lines }} title={text}>
      {text}
    </span>
  );
}
