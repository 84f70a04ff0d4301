import { describe, expect, it } from 'vitest';
import { streamerNameFromTiktok } from '@shared/streamer-name.js';

describe('streamer validators', () => {
  it('derives the name from the TikTok name without leading @', () => {
    expect(streamerNameFromTiktok('  @@mia.live ')).toBe('mia.live');
    expect(streamerNameFromTiktok('mia')).toBe('mia');
  });
});
