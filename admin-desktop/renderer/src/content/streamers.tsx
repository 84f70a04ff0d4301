import { useEffect, useRef } from 'react';
import { Avatar, Select, Tag, Tooltip, Typography } from 'antd';
import { StarFilled } from '@ant-design/icons';
import { TAG_COLORS, type TagColor } from '@shared/constants.js';
import { POSITION, positionOf } from '@shared/content/define.js';
import { FRAME_LABELS, streamers, TAG_COLOR_NAMES } from '@shared/content/streamers.js';
import { validationMessages } from '@shared/messages.js';
import { streamerNameFromTiktok, tiktokHandle } from '@shared/streamer-name.js';
import { useToast } from '@admin/lib/toast.js';
import type { UseFormExtras } from '../components/content/ContentFormDialog.js';
import type { FormValues } from '../components/content/content-form.js';
import type { Entry } from '../components/content/ContentTable.js';
import { ListCard } from '../components/ResponsiveList.js';
import '../components/streamers/streamers.css';
import type { ContentView } from './view.js';
import { breakableHandle } from '../lib/breakable-handle.js';

/** The public site's colour of each tag colour: the swatch in the form, the first tag in the list. */
const TAG_SWATCHES: Record<TagColor, string> = {
  default: '#d4d0e6',
  turquoise: '#5eead4',
  pink: '#f9a8d4',
  blue: '#93c5fd',
  green: '#6ee7b7',
  orange: '#fdba74',
  purple: '#c4b5fd',
};

/** The swatch of a stored colour; values the control centre does not offer show as "Standard". */
const swatchOf = (color: unknown) => TAG_SWATCHES[color as TagColor] ?? TAG_SWATCHES.default;

const frameLabelOf = (frameType: string) => FRAME_LABELS[frameType as keyof typeof FRAME_LABELS] ?? frameType;

/** The comma-separated tags as a list (the first is the achievement). */
export function tagsOf(tags: unknown): string[] {
  return String(tags ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/** The first tag is the achievement, coloured as on the landing page; the others stay plain. */
function StreamerTags({ streamer }: { streamer: Entry }) {
  const tags = tagsOf(streamer.tags);
  if (tags.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  const color = swatchOf(streamer.tagColor);
  return tags.map((tag, index) => (
    <Tag
      key={`${index}-${tag}`}
      className="streamer-tag"
      style={
        index === 0
          ? { color, borderColor: color, background: `color-mix(in srgb, ${color} 14%, transparent)` }
          : {}
      }
    >
      {tag}
    </Tag>
  ));
}

function StreamerAvatar({ streamer }: { streamer: Entry }) {
  return (
    <Avatar src={String(streamer.profileImageUrl)} alt="" size={40}>
      {String(streamer.name).charAt(0).toUpperCase()}
    </Avatar>
  );
}

function FeaturedStar() {
  return (
    <Tooltip title="Hervorgehoben: wird auf der Website gezeigt">
      <StarFilled className="streamer-name__featured" aria-label="Hervorgehoben" role="img" />
    </Tooltip>
  );
}

function TikTokLink({ streamer }: { streamer: Entry }) {
  return (
    <Typography.Link href={String(streamer.tiktokUrl)} target="_blank" rel="noopener noreferrer">
      {breakableHandle(tiktokHandle(String(streamer.tiktokUsername)))}
    </Typography.Link>
  );
}

const NO_FRAME = 'Kein Rahmen';
const frameOf = (entry: Entry) =>
  entry.frameType === 'standard' ? NO_FRAME : frameLabelOf(String(entry.frameType));

const colorOption = (option: { value?: unknown; label?: unknown }) => (
  <span className="tag-color-option">
    <span
      className="tag-color-option__swatch"
      style={{ background: swatchOf(option.value) }}
      aria-hidden="true"
    />
    {String(option.label)}
  </span>
);

const TAG_COLOR_SELECT = (
  <Select
    options={TAG_COLORS.map((value) => ({ value, label: TAG_COLOR_NAMES[value] }))}
    optionRender={colorOption}
    labelRender={colorOption}
  />
);

/** Whether the name was typed by the user (then the TikTok name no longer overwrites it). */
function isCustomName(values: Record<string, unknown>): boolean {
  const name = String(values.name ?? '').trim();
  return name !== '' && name !== streamerNameFromTiktok(String(values.tiktokUsername ?? ''));
}

/** Which of TikTok name, TikTok URL and profile image are missing (named in one toast on submit). */
function missingRequired(values: FormValues): string[] {
  const missing: string[] = [];
  if (!String(values.tiktokUsername ?? '').trim()) missing.push('TikTok-Name');
  if (!String(values.tiktokUrl ?? '').trim()) missing.push('TikTok-URL');
  if (!values.profileImageUrl) missing.push('Profilbild');
  return missing;
}

/**
 * The streamer form: the tag colour with its swatches, the name that follows the TikTok name until
 * one of its own is typed, and one toast naming the required fields that are missing.
 */
const useStreamerForm: UseFormExtras = (form, open, entry) => {
  const toast = useToast();
  const customName = useRef(false);
  useEffect(() => {
    if (open) customName.current = isCustomName(entry ?? {});
  }, [open, entry]);
  return {
    inputs: { tagColor: TAG_COLOR_SELECT },
    onValuesChange: (changed) => {
      if ('name' in changed) customName.current = String(changed.name ?? '').trim() !== '';
      if ('tiktokUsername' in changed && !customName.current) {
        form.setFieldValue('name', streamerNameFromTiktok(String(changed.tiktokUsername ?? '')));
      }
    },
    beforeSubmit: (values) => {
      const missing = missingRequired(values);
      if (missing.length === 0) return true;
      toast.error(validationMessages.streamer.missingRequired, `Es fehlt: ${missing.join(', ')}`);
      return false;
    },
  };
};

/** Streamers: avatar, name and a star for the featured ones, TikTok link, frame, coloured tags. */
export const streamersView: ContentView = {
  cells: {
    name: (entry) => (
      <span className="streamer-name">
        <StreamerAvatar streamer={entry} />
        <Typography.Text strong>{String(entry.name)}</Typography.Text>
        {entry.featured ? <FeaturedStar /> : null}
      </span>
    ),
    tiktokUsername: (entry) => <TikTokLink streamer={entry} />,
    frameType: (entry) =>
      entry.frameType === 'standard' ? (
        <Typography.Text type="secondary">{NO_FRAME}</Typography.Text>
      ) : (
        frameOf(entry)
      ),
    tags: (entry) => <StreamerTags streamer={entry} />,
  },
  card: (entry, _index, actions) => (
    <ListCard
      label={String(entry.name)}
      media={<StreamerAvatar streamer={entry} />}
      title={
        <span className="streamer-name">
          {String(entry.name)}
          {entry.featured ? <FeaturedStar /> : null}
        </span>
      }
      extra={<Tag>{`${POSITION} ${positionOf(entry.order, streamers.order)}`}</Tag>}
      actions={actions}
    >
      <TikTokLink streamer={entry} />
      <span className="list-card__meta">
        {String(entry.country)} · {frameOf(entry)}
      </span>
      {tagsOf(entry.tags).length > 0 && (
        <div>
          <StreamerTags streamer={entry} />
        </div>
      )}
    </ListCard>
  ),
  useFormExtras: useStreamerForm,
};
