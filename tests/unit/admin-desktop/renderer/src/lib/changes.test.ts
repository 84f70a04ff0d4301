import { describe, expect, it } from 'vitest';
import { hasChanges } from '@admin/lib/changes.js';

describe('hasChanges', () => {
  it('sees no change in the values a dialog opened with', () => {
    const start = { question: 'Wie?', answer: 'So.', order: 3 };
    expect(hasChanges(start, { ...start })).toBe(false);
  });

  it('sees a typed text, a changed number, a switched flag and a chosen picture', () => {
    expect(hasChanges({ order: 3 }, { order: 3, question: 'Neu?' })).toBe(true);
    expect(hasChanges({ order: 3 }, { order: 4 })).toBe(true);
    expect(hasChanges({ isLive: false }, { isLive: true })).toBe(true);
    expect(hasChanges({ rating: 5 }, { rating: 4.5 })).toBe(true);
    expect(hasChanges({ profileImageUrl: undefined }, { profileImageUrl: '/uploads/a.webp' })).toBe(true);
    expect(hasChanges({ order: 3 }, { order: null })).toBe(true);
  });

  it('takes an emptied or never filled field as unchanged, and spaces around a text as no change', () => {
    expect(hasChanges({ order: 3 }, { order: 3, question: '' })).toBe(false);
    expect(hasChanges({ order: 3 }, { order: 3, question: '   ', answer: undefined })).toBe(false);
    expect(hasChanges({ role: '' }, { role: null })).toBe(false);
    expect(hasChanges({ answer: 'Ja.' }, { answer: ' Ja. ' })).toBe(false);
    expect(hasChanges('Notiz', 'Notiz\n')).toBe(false);
    expect(hasChanges('', 'Notiz')).toBe(true);
  });

  it('compares lists and dates by their contents', () => {
    expect(hasChanges({ tags: ['a', 'b'] }, { tags: ['a', 'b'] })).toBe(false);
    expect(hasChanges({ tags: ['a', 'b'] }, { tags: ['a'] })).toBe(true);
    expect(hasChanges({ tags: ['a', 'b'] }, { tags: ['b', 'a'] })).toBe(true);
    expect(
      hasChanges({ when: new Date('2025-01-02T10:00:00Z') }, { when: new Date('2025-01-02T10:00:00Z') }),
    ).toBe(false);
    expect(
      hasChanges({ when: new Date('2025-01-02T10:00:00Z') }, { when: new Date('2025-01-03T10:00:00Z') }),
    ).toBe(true);
    expect(hasChanges({ nested: { a: 1 } }, { nested: { a: 1, b: '' } })).toBe(false);
    expect(hasChanges({ nested: { a: 1 } }, { nested: { a: 2 } })).toBe(true);
  });
});
