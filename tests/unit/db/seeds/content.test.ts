import { describe, expect, it } from 'vitest';
import {
  SEED_FAQS,
  SEED_FEEDBACKS,
  SEED_HIGHLIGHTS,
  SEED_LIVESTREAMS,
  SEED_STREAMERS,
} from '@db/seeds/content.js';
import { FALLBACK_FAQS, FALLBACK_FEEDBACKS } from '@shared/fallback-content.js';
import { CONTENT_VALIDATORS } from '@shared/content/validators.js';

const faqCreateValidator = CONTENT_VALIDATORS.faqs.create;
const feedbackCreateValidator = CONTENT_VALIDATORS.feedbacks.create;
const highlightCreateValidator = CONTENT_VALIDATORS.highlights.create;
const livestreamCreateValidator = CONTENT_VALIDATORS.livestreams.create;
const streamerCreateValidator = CONTENT_VALIDATORS.streamers.create;

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
