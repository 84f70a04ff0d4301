import { fillText, headingParts, type SectionText } from '@shared/site-settings.js';
import { useSettings } from '../lib/settings-context.js';

/**
 * A heading staff worded: the part between *asterisks* in the gradient, `{name}` and `{tagline}`
 * filled in. Text nodes only, so whatever the settings hold is shown as written, never as markup.
 */
export function HeadingTitle({ title }: { title: string }) {
  const settings = useSettings();
  // Filled in after the split: an asterisk in the agency's name never starts a highlight.
  return headingParts(title).map((part, index) =>
    part.highlight ? (
      <span key={index} className="gradient-text">
        {fillText(part.text, settings)}
      </span>
    ) : (
      fillText(part.text, settings)
    ),
  );
}

/**
 * The heading block every landing section starts with: a small eyebrow, the title, an intro, as
 * worded in the settings (texts.sections). An empty eyebrow or intro leaves no empty paragraph.
 */
export function SectionHeading({ text, id }: { text: SectionText; id: string }) {
  const settings = useSettings();
  const eyebrow = fillText(text.eyebrow, settings);
  const intro = fillText(text.intro, settings);
  return (
    <header className="section-heading">
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h2 id={id}>
        <HeadingTitle title={text.title} />
      </h2>
      {intro && <p className="section-heading__intro">{intro}</p>}
    </header>
  );
}
