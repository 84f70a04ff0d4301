/**
 * Built-in sample content (6 FAQ and 3 feedback entries): the public site shows it when the server
 * returns no FAQ or feedback entries or fails, and the first-start seed (db/seeds) writes the same
 * entries into the database so the control centre starts with them. Texts follow the agency's
 * claims: answer within 48 hours, no upfront fee, streaming 3-4 times a week, 100 % of the standard
 * LIVE earnings stay with the streamer.
 */
import type * as Api from './api-types.js';
import type { SampleOf } from './content-types.js';

export const FALLBACK_FAQS: readonly SampleOf<'faqs'>[] = [
  {
    question: 'Wie kann ich eurer Agentur beitreten?',
    answer:
      'Füll einfach unser Bewerbungsformular auf dieser Seite aus – das dauert nur wenige Minuten. ' +
      'Unser Team schaut sich deine Bewerbung persönlich an und meldet sich innerhalb von 48 Stunden ' +
      'bei dir. Der Beitritt ist für dich kostenlos: Es gibt keine Vorabgebühr und keine versteckten Kosten.',
    order: 1,
  },
  {
    question: 'Welche Vorteile habe ich als Creator bei euch?',
    answer:
      'Du bekommst eine persönliche Betreuung durch feste Ansprechpartner, individuelles Feedback zu ' +
      'deinen Streams und Zugang zu exklusiven Kampagnen, Events und Agentur-Matches. Außerdem ' +
      'unterstützen wir dich beim Aufbau deiner Community und du profitierst vom Austausch mit ' +
      'anderen Creatorn aus unserem Netzwerk.',
    order: 2,
  },
  {
    question: 'Wie oft sollte ich live streamen?',
    answer:
      'Wir empfehlen dir, 3–4 Mal pro Woche live zu gehen. Regelmäßigkeit ist der wichtigste Faktor für ' +
      'dein Wachstum: Deine Zuschauer wissen, wann sie dich finden, und du baust dir Schritt für Schritt ' +
      'eine treue Community auf. Gemeinsam erstellen wir einen Streamplan, der zu deinem Alltag passt.',
    order: 3,
  },
  {
    question: 'Welche Voraussetzungen muss ich erfüllen?',
    answer:
      'Du musst mindestens 18 Jahre alt sein und einen TikTok-Account haben, mit dem du LIVE gehen ' +
      'kannst. Viel wichtiger als deine aktuelle Followerzahl sind Motivation, Zuverlässigkeit und ' +
      'Freude am Kontakt mit deiner Community – wir unterstützen Einsteiger genauso wie erfahrene Creator.',
    order: 4,
  },
  {
    question: 'Aus welchen Ländern kann ich mich bewerben?',
    answer:
      'Wir betreuen Creator aus Deutschland, Österreich und der Schweiz. Die Betreuung findet auf ' +
      'Deutsch statt; wenn du auf Deutsch oder Englisch streamst, bist du bei uns herzlich willkommen.',
    order: 5,
  },
  {
    question: 'Wie verdiene ich mit meinen Livestreams Geld?',
    answer:
      'Während deiner Livestreams können dir Zuschauer virtuelle Geschenke senden, die dir als ' +
      'Einnahmen gutgeschrieben werden. Von deinen regulären LIVE-Einnahmen behältst du 100 % – wir ' +
      'ziehen dir davon nichts ab. Zusätzlich helfen wir dir mit Kampagnen, Events und Matches, deine ' +
      'Einnahmen nachhaltig zu steigern.',
    order: 6,
  },
];

/** Their pictures are shipped with the seed (db/seeds/images) and served from the uploads folder. */
export const FALLBACK_FEEDBACKS: readonly SampleOf<'feedbacks'>[] = [
  {
    name: 'Sarah Winter',
    content:
      'Seit ich bei der Agentur bin, streame ich viel strukturierter. Mein Coach hat mir geholfen, ' +
      'einen festen Streamplan aufzubauen – meine Community ist in drei Monaten um das Doppelte gewachsen.',
    rating: 5,
    role: 'TikTok Creatorin',
    profileImageUrl: '/uploads/seed-feedback-1.webp',
    tiktokUrl: 'https://www.tiktok.com/@sarahwinter.live',
    order: 1,
  },
  {
    name: 'Tim Keller',
    content:
      'Die Antwort auf meine Bewerbung kam schon nach einem Tag, und von Anfang an gab es keine ' +
      'versteckten Kosten. Besonders die Agentur-Matches bringen jede Woche neue Zuschauer in meine Streams.',
    rating: 5,
    role: 'Gaming-Streamer',
    profileImageUrl: '/uploads/seed-feedback-2.webp',
    tiktokUrl: null,
    order: 2,
  },
  {
    name: 'Elif Aydın',
    content:
      'Ich schätze die persönliche Betreuung sehr: Wenn ich eine Frage habe, bekomme ich schnell eine ' +
      'Antwort. Die Events mit anderen Creatorn aus Österreich und Deutschland machen richtig Spaß.',
    rating: 4.5,
    role: 'LIVE-Streamerin',
    profileImageUrl: '/uploads/seed-feedback-3.webp',
    tiktokUrl: 'https://www.tiktok.com/@elif.talks',
    order: 3,
  },
];

/** The samples as the public API's items would be: negative ids, which no stored entry has. */
const asItems = <T>(entries: readonly T[]) => entries.map((entry, index) => ({ id: -1 - index, ...entry }));

export const FALLBACK_FAQ_ITEMS: Api.Faq[] = asItems(FALLBACK_FAQS);
export const FALLBACK_FEEDBACK_ITEMS: Api.Feedback[] = asItems(FALLBACK_FEEDBACKS);
