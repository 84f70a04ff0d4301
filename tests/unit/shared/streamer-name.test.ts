import { describe, expect, it } from 'vitest';
import { streamerNameFromTiktok, tiktokHandle } from '@shared/streamer-name.js';

describe('streamer validators', () => {
  it('derives the name from the TikTok name without leading @', () => {
    expect(streamerNameFromTiktok('  @@mia.live ')).toBe('mia.live');
    expect(streamerNameFromTiktok('mia')).toBe('mia');
  });
});

describe('TikTok names in the control centre', () => {
  it('shows every name one way, with one "@", whether typed with it or not', () => {
    expect(tiktokHandle('jonas_streamt')).toBe('@jonas_streamt');
    expect(tiktokHandle('@sophie.zh')).toBe('@sophie.zh');
    expect(tiktokHandle(' @@mia.live ')).toBe('@mia.live');
    expect(tiktokHandle('  ')).toBe('');
  });
});
