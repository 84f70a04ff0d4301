import { describe, expect, it } from 'vitest';
import { changesBetween, details } from '@server/services/activity-changes.js';

describe('changesBetween', () => {
  it('records content with its values: only the changed fields, a create from null, a delete to null', () => {
    const before = { id: 4, question: 'Alt?', answer: 'Gleich.', order: 2 };
    const after = { id: 4, question: 'Neu?', answer: 'Gleich.', order: 2 };
    expect(changesBetween('faqs', before, after)).toEqual({ question: { before: 'Alt?', after: 'Neu?' } });
    expect(changesBetween('faqs', null, after)).toEqual({
      question: { before: null, after: 'Neu?' },
      answer: { before: null, after: 'Gleich.' },
      order: { before: null, after: 2 },
    });
    expect(changesBetween('faqs', before, null)).toMatchObject({ order: { before: 2, after: null } });
    expect(changesBetween('faqs', before, { ...before })).toBeNull();
  });

  it('withholds every value of an application but its status, and of a message but whether it is read or answered', () => {
    const before = { id: 1, status: 'new', notes: null, whatsappNumber: '+49 170 1', completedAt: null };
    const after = {
      id: 1,
      status: 'completed',
      notes: 'Rückruf',
      whatsappNumber: '+49 170 2',
      completedAt: 'x',
    };
    expect(changesBetween('applications', before, after)).toEqual({
      status: { before: 'new', after: 'completed' },
      notes: { withheld: true },
      whatsappNumber: { withheld: true },
      completedAt: { withheld: true },
    });
    expect(
      changesBetween('messages', { isRead: false, email: 'a@b.de' }, { isRead: true, email: 'c@d.de' }),
    ).toEqual({ isRead: { before: false, after: true }, email: { withheld: true } });
    expect(changesBetween('messages', { answered: false }, { answered: true })).toEqual({
      answered: { before: false, after: true },
    });
  });

  it('never copies a secret, whatever the entity', () => {
    const changes = changesBetween(
      'team',
      { passwordHash: 'a', totpSecret: 'b', recoveryCodes: ['c'], role: 'editor' },
      { passwordHash: 'x', totpSecret: 'y', recoveryCodes: ['z'], role: 'admin' },
    );
    expect(changes).toEqual({
      passwordHash: { withheld: true },
      totpSecret: { withheld: true },
      recoveryCodes: { withheld: true },
      role: { before: 'editor', after: 'admin' },
    });
    expect(details({ count: 3, missing: undefined, resetToken: 'geheim' })).toEqual({
      count: { before: null, after: 3 },
      resetToken: { withheld: true },
    });
  });
});
