/**
 * First-start content of every content type so that a fresh install shows a complete site.
 * All names and TikTok handles are invented. Images are shipped in db/seeds/images and copied into
 * the uploads folder by seedIfEmpty, hence the /uploads/ addresses. FAQ and feedback entries come
 * from shared/fallback-content.ts so the public fallback and the seeded database say the same.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ContentTypeName, SampleOf } from '@shared/content-types.js';
import { FALLBACK_FAQS, FALLBACK_FEEDBACKS } from '@shared/fallback-content.js';

/** A seeded entry: what the API answers for it, without the id the database gives it. */
type Seed<N extends ContentTypeName> = SampleOf<N>;

export const SEED_LIVESTREAMS: readonly Seed<'livestreams'>[] = [
  {
    day: 'monday',
    time: '19:00',
    title: 'Montags-Motivation LIVE',
    description: 'Wir starten gemeinsam in die Woche: Ziele, Tipps und gute Laune mit der ganzen Community.',
    isLive: false,
    order: 0,
  },
  {
    day: 'tuesday',
    time: '20:00',
    title: 'Gaming-Abend',
    description:
      'Zocken, lachen, mitfiebern – unsere Gaming-Creator spielen live mit und für ihre Zuschauer.',
    isLive: false,
    order: 1,
  },
  {
    day: 'wednesday',
    time: '18:30',
    title: 'Creator-Sprechstunde',
    description:
      'Unser Team beantwortet live deine Fragen rund um TikTok LIVE, Reichweite und den Start bei der Agentur.',
    isLive: false,
    order: 2,
  },
  {
    day: 'thursday',
    time: '20:00',
    title: 'Battle Night',
    description: 'Agentur-Matches im Minutentakt: Unsere Streamer treten gegeneinander an – sei live dabei!',
    isLive: false,
    order: 3,
  },
  {
    day: 'friday',
    time: '21:00',
    title: 'Freitags-Party LIVE',
    description: 'Musik, Musikwünsche und Party-Stimmung zum Start ins Wochenende.',
    isLive: false,
    order: 4,
  },
  {
    day: 'saturday',
    time: '16:00',
    title: 'Just Chatting am Nachmittag',
    description: 'Entspannter Talk über Alltag, Trends und alles, was die Community bewegt.',
    isLive: false,
    order: 5,
  },
  {
    day: 'saturday',
    time: '20:30',
    title: 'Samstags-Show',
    description: 'Die große Wochenend-Show mit Gästen, Challenges und Überraschungen.',
    isLive: false,
    order: 6,
  },
  {
    day: 'sunday',
    time: '18:00',
    title: 'Sonntags-Talk & Wochenrückblick',
    description: 'Wir lassen die Woche Revue passieren und stellen die Highlights unserer Creator vor.',
    isLive: false,
    order: 7,
  },
];

export const SEED_HIGHLIGHTS: readonly Seed<'highlights'>[] = [
  {
    title: 'Herbst-Battle-Night',
    description:
      'Zwölf Creator, vier Stunden, unzählige Matches: Unsere Battle Night war das bisher größte ' +
      'Community-Event der Agentur – mit neuen Rekorden bei Zuschauern und Geschenken.',
    imageUrl: '/uploads/seed-highlight-1.webp',
    date: 'Oktober 2026',
    order: 0,
  },
  {
    title: 'Creator-Meetup in Wien',
    description:
      'Streamer aus Deutschland, Österreich und der Schweiz haben sich zum ersten Mal persönlich ' +
      'getroffen: Workshops, Erfahrungsaustausch und ein gemeinsamer Livestream.',
    imageUrl: '/uploads/seed-highlight-2.webp',
    date: 'September 2026',
    order: 1,
  },
  {
    title: 'Sommer-Kampagne „Summer Vibes“',
    description:
      'Sechs Wochen lang haben unsere Creator mit täglichen Sommer-Challenges ihre Communitys ' +
      'begeistert – und gemeinsam über eine Million Likes gesammelt.',
    imageUrl: '/uploads/seed-highlight-3.webp',
    date: 'August 2026',
    order: 2,
  },
  {
    title: 'Workshop: Dein perfekter Livestream',
    description:
      'Von Licht und Ton bis zum Aufbau einer treuen Community: In unserem Online-Workshop haben ' +
      'erfahrene Streamer ihr Wissen mit neuen Talenten geteilt.',
    imageUrl: '/uploads/seed-highlight-4.webp',
    date: 'Juli 2026',
    order: 3,
  },
];

export const SEED_STREAMERS: readonly Seed<'streamers'>[] = [
  {
    name: 'Luna Stern',
    tiktokUsername: '@lunastern.live',
    tiktokUrl: 'https://www.tiktok.com/@lunastern.live',
    profileImageUrl: '/uploads/seed-streamer-1.webp',
    description: 'Musik, gute Gespräche und jede Menge Herz – Luna macht jeden Abend zur Wohlfühl-Session.',
    country: 'Deutschland',
    tags: 'Streamer des Monats, Just Chatting, Musik',
    tagColor: 'purple',
    frameType: 'streamer_des_monats',
    featured: true,
    order: 0,
  },
  {
    name: 'Kai Nordlicht',
    tiktokUsername: '@kai.nordlicht',
    tiktokUrl: 'https://www.tiktok.com/@kai.nordlicht',
    profileImageUrl: '/uploads/seed-streamer-2.webp',
    description:
      'Gaming-Streamer aus Hamburg, bekannt für spannende Matches und eine laute, treue Community.',
    country: 'Deutschland',
    tags: 'Top 100 LIVE, Gaming, Battles',
    tagColor: 'blue',
    frameType: 'king',
    featured: true,
    order: 1,
  },
  {
    name: 'Alina Berg',
    tiktokUsername: 'alina.bergzauber',
    tiktokUrl: 'https://www.tiktok.com/@alina.bergzauber',
    profileImageUrl: '/uploads/seed-streamer-3.webp',
    description: 'Lifestyle und Talk aus Wien – Alina nimmt ihre Zuschauer mit in ihren Alltag.',
    country: 'Österreich',
    tags: 'Top Matcherin, Lifestyle, Talk',
    tagColor: 'pink',
    frameType: 'queen',
    featured: true,
    order: 2,
  },
  {
    name: 'Noah Alpenblick',
    tiktokUsername: '@noah.alpenblick',
    tiktokUrl: 'https://www.tiktok.com/@noah.alpenblick',
    profileImageUrl: '/uploads/seed-streamer-4.webp',
    description:
      'Outdoor-Streams aus den Schweizer Bergen: Wanderungen, Sonnenaufgänge und entspannte Talks.',
    country: 'Schweiz',
    tags: 'Rising Star, Outdoor, Just Chatting',
    tagColor: 'green',
    frameType: 'standard',
    featured: true,
    order: 3,
  },
  {
    name: 'Mira Sonnberg',
    tiktokUsername: '@mira.kocht.live',
    tiktokUrl: 'https://www.tiktok.com/@mira.kocht.live',
    profileImageUrl: '/uploads/seed-streamer-5.webp',
    description: 'Live-Kochen mit der Community: Mira zaubert Rezepte, die sich ihre Zuschauer wünschen.',
    country: 'Deutschland',
    tags: 'Elite Creator, Kochen, Talk',
    tagColor: 'orange',
    frameType: 'elite',
    featured: true,
    order: 4,
  },
  {
    name: 'Jonas Beatwerk',
    tiktokUsername: 'jonas.beatwerk',
    tiktokUrl: 'https://www.tiktok.com/@jonas.beatwerk',
    profileImageUrl: '/uploads/seed-streamer-6.webp',
    description: 'DJ-Sets und Beat-Produktion live aus Graz – mit Musikwünschen aus dem Chat.',
    country: 'Österreich',
    tags: '500 Stunden LIVE, Musik, DJ-Sets',
    tagColor: 'turquoise',
    frameType: 'standard',
    featured: true,
    order: 5,
  },
];

export const SEED_FAQS: readonly Seed<'faqs'>[] = FALLBACK_FAQS;
export const SEED_FEEDBACKS: readonly Seed<'feedbacks'>[] = FALLBACK_FEEDBACKS;

/** What a never-used database starts with, by content type (server/seeds.ts inserts it; none: empty). */
export const SEED_CONTENT: { [N in ContentTypeName]?: readonly Seed<N>[] } = {
  livestreams: SEED_LIVESTREAMS,
  highlights: SEED_HIGHLIGHTS,
  streamers: SEED_STREAMERS,
  feedbacks: SEED_FEEDBACKS,
  faqs: SEED_FAQS,
};

/** Every /uploads/ image the seed content refers to, so seeding can check it ships them all. */
export function seedImageUrls(): string[] {
  return [
    ...SEED_HIGHLIGHTS.map((highlight) => highlight.imageUrl),
    ...SEED_STREAMERS.map((streamer) => streamer.profileImageUrl),
    ...SEED_FEEDBACKS.map((feedback) => feedback.profileImageUrl),
  ];
}

/**
 * Where the shipped images live. The sources (tsx, tests) and a server started from the project
 * root find them under db/seeds/images; a bundled server (dist/server/) has no such relative
 * layout, so the working directory is tried first and the module-relative folder second.
 */
export function seedImagesDir(): string {
  const fromWorkingDir = path.resolve(process.cwd(), 'db/seeds/images');
  if (fs.existsSync(fromWorkingDir)) return fromWorkingDir;
  return fileURLToPath(new URL('./images/', import.meta.url));
}
