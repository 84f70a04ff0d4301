import type { ReactNode } from 'react';

/** The heading block every landing section starts with: a small eyebrow, the title, an intro. */
export function SectionHeading({
  eyebrow,
  title,
  children,
  id,
}: {
  eyebrow: string;
  title: ReactNode;
  children?: ReactNode;
  id?: string;
}) {
  return (
    <header className="section-heading">
      <p className="eyebrow">{eyebrow}</p>
      <h2 id={id}>{title}</h2>
      {children && <p className="section-heading__intro">{children}</p>}
    </header>
  );
}
