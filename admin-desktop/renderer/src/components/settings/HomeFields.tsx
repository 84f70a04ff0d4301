import { useState } from 'react';
import { Collapse, Form, Input, Typography } from 'antd';
import {
  SECTION_KEYS,
  SECTION_LABELS,
  fillText,
  headingParts,
  type SectionKey,
} from '@shared/site-settings.js';
import { ReviewsNoteField } from './ReviewsNoteField.js';
import { SettingItem } from './SettingItem.js';
import { SETTINGS_MAX as MAX } from './settings-form.js';

/** A heading as the landing page shows it: placeholders filled, the *starred* part highlighted. */
function HeadingPreview({ path }: { path: (string | number)[] }) {
  const title = Form.useWatch(path) as string | undefined;
  const name = Form.useWatch('name') as string | undefined;
  const tagline = Form.useWatch('tagline') as string | undefined;
  if (!title) return null;
  const filled = fillText(title, { name: name ?? '', tagline: tagline ?? '' });
  return (
    <span className="settings-heading-preview">
      So erscheint sie:{' '}
      {headingParts(filled).map((part, index) =>
        part.highlight ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
      )}
    </span>
  );
}

function SectionTextFields({ sectionKey }: { sectionKey: SectionKey }) {
  const base = `texts.sections.${sectionKey}`;
  return (
    <>
      <SettingItem path={`${base}.eyebrow`}>
        <Input maxLength={MAX.eyebrow} />
      </SettingItem>
      <SettingItem
        path={`${base}.title`}
        extra={<HeadingPreview path={['texts', 'sections', sectionKey, 'title']} />}
      >
        <Input maxLength={MAX.title} />
      </SettingItem>
      <SettingItem path={`${base}.intro`}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={MAX.intro} showCount />
      </SettingItem>
      {sectionKey === 'testimonials' && <ReviewsNoteField />}
    </>
  );
}

/** The landing-page section a dotted path belongs to (`texts.sections.faq.title` → faq). */
const sectionKeyOfPath = (path: string) =>
  path === 'texts.reviewsNote'
    ? 'testimonials'
    : (/^texts\.sections\.([a-zA-Z]+)\./.exec(path)?.[1] as SectionKey | undefined);

/**
 * Startseite: the hero's heading and text, then each section's eyebrow, heading and intro, one
 * panel per section (all kept in the form while closed). A field that needs attention (an error
 * of the save, a link to it) opens its panel.
 */
export function HomeFields({ reveal }: { reveal: { paths: string[] } | null }) {
  const [open, setOpen] = useState<string[]>([]);
  const [revealed, setRevealed] = useState<{ paths: string[] } | null>(null);
  if (reveal !== revealed) {
    setRevealed(reveal);
    const keys = (reveal?.paths ?? []).map(sectionKeyOfPath).filter((key) => key !== undefined);
    if (keys.length > 0) setOpen([...new Set([...open, ...keys])]);
  }

  return (
    <>
      <Typography.Paragraph type="secondary" className="settings-hint">
        Ein Teil zwischen *Sternchen* wird in der Überschrift hervorgehoben. {'{name}'} und {'{tagline}'}{' '}
        werden durch den Namen und den Claim der Agentur ersetzt.
      </Typography.Paragraph>
      <SettingItem path="texts.hero.title" extra={<HeadingPreview path={['texts', 'hero', 'title']} />}>
        <Input maxLength={MAX.title} />
      </SettingItem>
      <SettingItem path="texts.hero.intro">
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={MAX.intro} showCount />
      </SettingItem>
      <Typography.Title level={3} className="settings-subheading">
        Abschnitte
      </Typography.Title>
      <Collapse
        activeKey={open}
        onChange={(keys) => setOpen(Array.isArray(keys) ? keys : [keys])}
        items={SECTION_KEYS.map((key) => ({
          key,
          label: SECTION_LABELS[key],
          forceRender: true,
          children: <SectionTextFields sectionKey={key} />,
        }))}
      />
    </>
  );
}
