import { describe, expect, it } from 'vitest';
import {
  SEED_FAQS,
  SEED_FEEDBACKS,
  SEED_HIGHLIGHTS,
  SEED_LIVESTREAMS,
  SEED_STREAMERS,
} from '@db/seeds/content.js';
import { FALLBACK_FAQS, FALLBACK_FEEDBACKS } from '@shared/fallback-content.js';
import { faqCreateValidator } from '@shared/schemas/faq.js';
import { feedbackCreateValidator } from '@shared/schemas/feedback.js';
import { highlightCreateValidator } from '@shared/schemas/highlight.js';
import { livestreamCreateValidator } from '@shared/schemas/livestream.js';
import { streamerCreateValidator } from '@shared/schemas/streamer.js';

describe('seed content', () => {
  it('passes the same validation as content created in the control centre', () => {
    for (const faq of SEED_FAQS) expect(faqCreateValidator.validate({ ...faq })).toMatchObject({ ok: true });
    for (const feedback of SEED_FEEDBACKS) {
      expect(feedbackCreateValidator.validate({ ...feedback })).toMatchObject({ ok: true });
    }
    for (const highlight of SEED_HIGHLIGHTS) {
      expect(highlightCreateValidator.validate({ ...highlight })).toMatchObject({ ok: true });
    }
    for (const livestream of SEED_LIVESTREAMS) {
      expect(livestreamCreateValidator.validate({ ...livestream })).toMatchObject({ ok: true });
    }
    for (const streamer of SEED_STREAMERS) {
      expect(streamerCreateValidator.validate({ ...streamer })).toMatchObject({ ok: true });
    }
  });

  it('holds the fallback FAQ and feedback entries the spec asks for', () => {
    expect(FALLBACK_FAQS).toHaveLength(6);
    expect(FALLBACK_FAQS.map((faq) => faq.order)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(FALLBACK_FEEDBACKS).toHaveLength(3);
    expect(FALLBACK_FEEDBACKS.map((feedback) => feedback.order)).toEqual([1, 2, 3]);
    expect(SEED_LIVESTREAMS.every((livestream) => !livestream.isLive)).toBe(true);
    expect(SEED_STREAMERS.every((streamer) => streamer.featured)).toBe(true);
  });
});
