import { OPENING_DAYS, OPENING_DAY_LABELS, type OpeningDay, type SiteSettings } from './site-settings.js';

/**
 * The two kinds of hours in the settings: the phone hours are free text for visitors (/kontakt,
 * "Mo–Fr 9:00–19:00 Uhr"), the opening hours are structured and only for search engines (JSON-LD,
 * 09:00–17:00). They may differ on purpose; the control centre warns when an edit makes them
 * contradict. The free text is read leniently; what it cannot read with confidence gives no
 * warning (null), never a guess.
 */

/** A time span of a day, as 'HH:MM'. */
export interface TimeRange {
  from: string;
  to: string;
}

/** What phone hours say: per day its spans, or spans without a day named ("9–19 Uhr"). */
export type PhoneHours =
  { kind: 'week'; week: Partial<Record<OpeningDay, TimeRange[]>> } | { kind: 'times'; times: TimeRange[] };

type Token =
  | { type: 'day'; days: OpeningDay[] }
  | { type: 'time'; value: string }
  | { type: 'dash' }
  | { type: 'sep' }
  | { type: 'closed' };

const DAY_WORDS: Array<[RegExp, OpeningDay]> = [
  [/^(montags?|mo)$/, 'Monday'],
  [/^(dienstags?|di)$/, 'Tuesday'],
  [/^(mittwochs?|mi)$/, 'Wednesday'],
  [/^(donnerstags?|do)$/, 'Thursday'],
  [/^(freitags?|fr)$/, 'Friday'],
  [/^(samstags?|sonnabends?|sa)$/, 'Saturday'],
  [/^(sonntags?|so)$/, 'Sunday'],
];

/** Words that carry nothing for the hours ("von 9 bis 19 Uhr", "telefonisch erreichbar"). */
const FILLER = new Set([
  'von',
  'uhr',
  'h',
  'jeweils',
  'telefonisch',
  'erreichbar',
  'geöffnet',
  'wir',
  'sind',
  'am',
  'an',
]);

const pad = (value: number) => String(value).padStart(2, '0');

/** The text as tokens, or null where a word is not about days and times. */
function tokenize(text: string): Token[] | null {
  const normalized = text
    .toLowerCase()
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    // Holidays are outside what either kind of hours states ("Sa, So und Feiertage geschlossen").
    .replace(/\s*(und|sowie|,)\s*feiertag\w*/g, '')
    .replace(/\(?\s*(außer|ausser)?\s*(an\s+)?(sonn-?\s*und\s+)?feiertag\w*(\s+geschlossen)?\s*\)?/g, ' ')
    // "zwischen 9 und 19 Uhr" is a span.
    .replace(/zwischen\s+(\d{1,2}(?:[:.]\d{2})?)\s*(?:uhr)?\s+und\s+/g, '$1 - ');
  const tokens: Token[] = [];
  const pattern = /\s+|(\d{1,2})(?:[:.](\d{2}))?|([a-zäöüß]+)\.?|(-)|([,;/&+().])|(:)|(.)/gy;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(normalized)) !== null && match[0] !== '') {
    const [, hour, minute, word, dash, sep, colon, other] = match;
    if (hour !== undefined) {
      const h = Number(hour);
      const m = minute === undefined ? 0 : Number(minute);
      if (h > 24 || m > 59 || (h === 24 && m > 0)) return null;
      tokens.push({ type: 'time', value: `${pad(h)}:${pad(m)}` });
    } else if (word !== undefined) {
      const day = DAY_WORDS.find(([words]) => words.test(word));
      if (day) tokens.push({ type: 'day', days: [day[1]] });
      else if (word === 'täglich') tokens.push({ type: 'day', days: [...OPENING_DAYS] });
      else if (word === 'bis') tokens.push({ type: 'dash' });
      else if (word === 'und' || word === 'sowie') tokens.push({ type: 'sep' });
      else if (word === 'geschlossen') tokens.push({ type: 'closed' });
      else if (!FILLER.has(word)) return null;
    } else if (dash !== undefined) tokens.push({ type: 'dash' });
    else if (sep !== undefined) tokens.push({ type: 'sep' });
    else if (colon !== undefined) continue;
    else if (other !== undefined) return null;
  }
  return tokens;
}

/** The days from `first` to `last`, over the week's end if need be (Fr–Mo). */
function dayRange(first: OpeningDay, last: OpeningDay): OpeningDay[] {
  const start = OPENING_DAYS.indexOf(first);
  const length = ((OPENING_DAYS.indexOf(last) - start + 7) % 7) + 1;
  return Array.from({ length }, (_, offset) => OPENING_DAYS[(start + offset) % 7]!);
}

/**
 * Reads phone hours such as "Mo–Fr 9–19 Uhr", "Montag bis Freitag 09:00–19:00",
 * "Mo–Do 9–17 Uhr, Fr 9–14 Uhr", "Mo, Mi, Fr 10.00 bis 12.00 Uhr", "Mo–Fr 9–12 und 14–18 Uhr",
 * "Sa, So geschlossen" or "9–19 Uhr". Null for anything else (words it does not know, a span
 * without its end, a span over midnight).
 */
export function parsePhoneHours(text: string): PhoneHours | null {
  const tokens = tokenize(text);
  if (!tokens) return null;
  let index = 0;
  const peek = (offset = 0) => tokens[index + offset];
  const skipSeps = () => {
    while (peek()?.type === 'sep') index++;
  };

  const readDays = (): OpeningDay[] | null => {
    const days: OpeningDay[] = [];
    for (;;) {
      const first = peek();
      if (first?.type !== 'day') return days.length > 0 ? days : null;
      index++;
      if (peek()?.type === 'dash' && peek(1)?.type === 'day') {
        const last = peek(1) as Extract<Token, { type: 'day' }>;
        if (first.days.length !== 1 || last.days.length !== 1) return null;
        days.push(...dayRange(first.days[0]!, last.days[0]!));
        index += 2;
      } else days.push(...first.days);
      // A list goes on after a separator only with another day.
      if (peek()?.type === 'sep' && peek(1)?.type === 'day') index++;
      else return days;
    }
  };

  const readTimes = (): TimeRange[] | null => {
    const ranges: TimeRange[] = [];
    for (;;) {
      const from = peek();
      const dash = peek(1);
      const to = peek(2);
      if (from?.type !== 'time' || dash?.type !== 'dash' || to?.type !== 'time') return null;
      if (to.value <= from.value) return null;
      ranges.push({ from: from.value, to: to.value === '24:00' ? '23:59' : to.value });
      index += 3;
      if (peek()?.type === 'sep' && peek(1)?.type === 'time') index++;
      else return ranges;
    }
  };

  skipSeps();
  // Times without days ("9–19 Uhr") or before them ("9–19 Uhr, Mo–Fr").
  if (peek()?.type === 'time') {
    const times = readTimes();
    if (!times) return null;
    skipSeps();
    if (index >= tokens.length) return { kind: 'times', times };
    const days = readDays();
    skipSeps();
    if (!days || index < tokens.length) return null;
    return { kind: 'week', week: Object.fromEntries(days.map((day) => [day, times])) };
  }

  const week: Partial<Record<OpeningDay, TimeRange[]>> = {};
  while (index < tokens.length) {
    const days = readDays();
    if (!days) return null;
    skipSeps();
    if (peek()?.type === 'closed') {
      index++;
      for (const day of days) delete week[day];
    } else {
      const times = readTimes();
      if (!times) return null;
      for (const day of days) week[day] = [...(week[day] ?? []), ...times];
    }
    skipSeps();
  }
  return Object.keys(week).length > 0 ? { kind: 'week', week } : null;
}

/** Days as the screens write them: "Mo–Fr", "Sa, So", "Mo, Mi, Fr". */
export function dayLabel(days: readonly OpeningDay[]): string {
  const indexes = OPENING_DAYS.map((day, index) => (days.includes(day) ? index : -1)).filter((i) => i >= 0);
  const runs: number[][] = [];
  for (const index of indexes) {
    const run = runs[runs.length - 1];
    if (run && run[run.length - 1] === index - 1) run.push(index);
    else runs.push([index]);
  }
  return runs
    .flatMap((run) => {
      const label = (i: number) => OPENING_DAY_LABELS[OPENING_DAYS[i]!];
      if (run.length >= 3) return [`${label(run[0]!)}–${label(run[run.length - 1]!)}`];
      return run.map(label);
    })
    .join(', ');
}

const rangesLabel = (ranges: readonly TimeRange[]) =>
  `${ranges.map((range) => `${range.from}–${range.to}`).join(' und ')} Uhr`;
const sameRanges = (a: readonly TimeRange[], b: readonly TimeRange[]) =>
  a.length === b.length && a.every((range, i) => range.from === b[i]!.from && range.to === b[i]!.to);

/**
 * How phone hours (free text) and the opening hours (structured) differ, in German, one part per
 * difference ("Tage: Telefonzeiten Mo–Sa, Öffnungszeiten Mo–Fr"); empty when they agree, null
 * when the phone hours cannot be read or the opening hours state no days.
 */
export function hoursDifferences(phoneHours: string, opening: SiteSettings['openingHours']): string[] | null {
  const parsed = parsePhoneHours(phoneHours);
  if (!parsed || opening.days.length === 0 || !opening.opens || !opening.closes) return null;
  const openRange: TimeRange[] = [{ from: opening.opens, to: opening.closes }];
  const times = (phone: readonly TimeRange[]) =>
    `Telefonzeiten ${rangesLabel(phone)}, Öffnungszeiten ${rangesLabel(openRange)}`;
  if (parsed.kind === 'times')
    return sameRanges(parsed.times, openRange) ? [] : [`Zeiten: ${times(parsed.times)}`];

  const differences: string[] = [];
  const phoneDays = OPENING_DAYS.filter((day) => parsed.week[day]);
  const openDays = OPENING_DAYS.filter((day) => opening.days.includes(day));
  if (phoneDays.join() !== openDays.join()) {
    differences.push(`Tage: Telefonzeiten ${dayLabel(phoneDays)}, Öffnungszeiten ${dayLabel(openDays)}`);
  }
  // The days both name, grouped by their differing phone times.
  const common = phoneDays.filter((day) => openDays.includes(day));
  const groups = new Map<string, { days: OpeningDay[]; ranges: TimeRange[] }>();
  for (const day of common) {
    const ranges = parsed.week[day]!;
    if (sameRanges(ranges, openRange)) continue;
    const key = JSON.stringify(ranges);
    const group = groups.get(key) ?? { days: [], ranges };
    group.days.push(day);
    groups.set(key, group);
  }
  for (const group of groups.values()) {
    const all = groups.size === 1 && group.days.length === common.length;
    differences.push(`${all ? 'Zeiten' : dayLabel(group.days)}: ${times(group.ranges)}`);
  }
  return differences;
}

/** The warning's text, or null when the two agree or the phone hours cannot be read. */
export function hoursConflictMessage(
  phoneHours: string,
  opening: SiteSettings['openingHours'],
): string | null {
  const differences = hoursDifferences(phoneHours, opening);
  if (!differences || differences.length === 0) return null;
  return `Telefonzeiten und Öffnungszeiten widersprechen sich: ${differences.join('; ')}.`;
}
