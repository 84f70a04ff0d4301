import { describe, expect, it } from 'vitest';
import { sortSchedule } from '@public-site/app/lib/schedule.js';
import { DEFAULT_SITE_SETTINGS } from '@shared/site-settings.js';
import { factories } from '@tests/helpers/factories.js';
import { renderPublicPage, sectionOf } from '@tests/helpers/public-page.js';

/** renderPublicPage renders at 2026-03-02 10:00 UTC, a Monday in Berlin. */
const entry = (id: number, day: string, time: string, isLive = false) =>
  factories.item('livestreams', { id, day, time, title: `Termin ${id}`, isLive, order: id });

/** The desktop grid's cards (the swiper holds the same cards again for small screens). */
const gridCardsOf = (html: string) => {
  const grid = /<ul class="schedule__grid">[\s\S]*?<\/ul>/.exec(sectionOf(html, 'schedule'))?.[0] ?? '';
  return grid.match(/<article class="[^"]*">[\s\S]*?<\/article>/g) ?? [];
};

describe('Schedule: LIVE only when live (issue 39)', () => {
  it('with no entry flagged live, the soonest carries "Als Nächstes": no LIVE text, no pulsing dot', async () => {
    const html = await renderPublicPage('home', DEFAULT_SITE_SETTINGS, {
      content: {
        livestreams: [
          entry(1, 'wednesday', '19:00'),
          entry(2, 'monday', '20:00'),
          entry(3, 'tuesday', '18:00'),
        ],
      },
    });
    const section = sectionOf(html, 'schedule');
    const cards = gridCardsOf(html);
    expect(cards).toHaveLength(3);
    // Today (Monday) first: it is the next one.
    expect(cards[0]).toContain('<article class="schedule-card schedule-card--next">');
    expect(cards[0]).toContain('Heute');
    expect(cards[0]).toContain('<span class="schedule-card__next">Als Nächstes</span>');
    expect(cards[1]).toContain('<article class="schedule-card">');
    expect(cards[1]).not.toContain('Als Nächstes');
    expect(cards[2]).not.toContain('Als Nächstes');
    // No card says LIVE or pulses (the mobile swiper included; the intro's "wie LIVE …" is text).
    const allCards = section.match(/<article[\s\S]*?<\/article>/g) ?? [];
    expect(allCards).toHaveLength(6);
    for (const card of allCards) expect(card).not.toContain('LIVE');
    expect(section).not.toContain('schedule-card__live');
    expect(section).not.toContain('schedule-card--live');
    expect(section.match(/Als Nächstes/g)).toHaveLength(2); // once in the grid, once in the swiper
  });

  it('an entry flagged live shows LIVE with its pulsing dot as before, and nothing is "Als Nächstes"', async () => {
    const html = await renderPublicPage('home', DEFAULT_SITE_SETTINGS, {
      content: { livestreams: [entry(1, 'wednesday', '19:00', true), entry(2, 'monday', '20:00')] },
    });
    const section = sectionOf(html, 'schedule');
    const [monday, wednesday] = gridCardsOf(html) as [string, string];
    expect(monday).toContain('<article class="schedule-card">');
    expect(monday).not.toContain('LIVE');
    expect(wednesday).toContain('<article class="schedule-card schedule-card--live">');
    expect(wednesday).toContain(
      '<span class="schedule-card__live"><span class="schedule-card__live-dot" aria-hidden="true"></span>LIVE</span>',
    );
    expect(section).not.toContain('Als Nächstes');
  });

  it('sortSchedule: badge "live" on every flagged entry, "next" only on the first when none is flagged', () => {
    const monday = new Date('2026-03-02T10:00:00.000Z');
    expect(
      sortSchedule([entry(1, 'friday', '19:00'), entry(2, 'tuesday', '19:00')], monday).map((e) => [
        e.id,
        e.badge,
      ]),
    ).toEqual([
      [2, 'next'],
      [1, null],
    ]);
    expect(
      sortSchedule(
        [entry(1, 'friday', '19:00', true), entry(2, 'tuesday', '19:00'), entry(3, 'sunday', '12:00', true)],
        monday,
      ).map((e) => [e.id, e.badge]),
    ).toEqual([
      [2, null],
      [1, 'live'],
      [3, 'live'],
    ]);
    expect(sortSchedule([], monday)).toEqual([]);
  });
});
