import { describe, expect, it } from 'vitest';
import { fieldLabel } from '@shared/activity-wording.js';
import {
  answerFields,
  choice,
  defineEntity,
  derived,
  entityExport,
  explanations,
  fieldLabels,
  flag,
  id,
  internal,
  loggedValues,
  optionalText,
  optionalTime,
  text,
} from '@shared/entities/define.js';
import { ENTITIES } from '@shared/entities/index.js';

describe('the entity definitions', () => {
  it('explain every answered field of what the Auskunft hands out, in the answer’s order', () => {
    for (const definition of [ENTITIES.applications, ENTITIES.messages, ENTITIES['newsletter-subscribers']]) {
      expect(Object.keys(explanations(definition))).toEqual(answerFields(definition).map(([name]) => name));
    }
  });

  it('let the Protokoll hold only these values of personal records (the rest is withheld)', () => {
    expect(loggedValues(ENTITIES.applications)).toEqual(['status', 'outcome', 'assigneeId']);
    expect(loggedValues(ENTITIES.messages)).toEqual(['isRead', 'answered']);
    expect(loggedValues(ENTITIES['newsletter-subscribers'])).toEqual([]);
  });

  it('name a field alike wherever it appears: the Protokoll gives each its definition’s name in every area', () => {
    for (const definition of Object.values(ENTITIES)) {
      for (const [field, label] of fieldLabels(definition)) {
        for (const area of Object.keys(ENTITIES) as Array<keyof typeof ENTITIES>) {
          expect(fieldLabel(area, field), `${definition.name}.${field} in ${area}`).toBe(label);
        }
      }
    }
  });
});

describe('defineEntity', () => {
  it('refuses an exported column without a header, or of a field the answer leaves out', () => {
    expect(() =>
      defineEntity({
        name: 'team',
        fields: { shown: text() },
        export: { sheet: 'Team', columns: [{ field: 'shown', width: 10 }] },
      }),
    ).toThrow('team: shown has no header');
    expect(() =>
      defineEntity({
        name: 'team',
        fields: { kept: internal(text({ label: 'Behalten' })) },
        // The type check refuses it too (tests/types/entities.ts).
        export: { sheet: 'Team', columns: [{ field: 'kept' as never, width: 10 }] },
      }),
    ).toThrow('team: kept is not answered');
  });

  it('refuses an answered field without an explanation when the Auskunft asks for one', () => {
    const definition = defineEntity({
      name: 'messages',
      fields: { id: id({ explain: 'Nummer' }), subject: text() },
    });
    expect(() => explanations(definition)).toThrow('messages: subject is not explained for the Auskunft');
  });
});

describe('entityExport', () => {
  const definition = defineEntity({
    name: 'messages',
    fields: {
      id: id(),
      state: choice({ open: 'Offen', done: 'Erledigt' }, { label: 'Stand' }),
      read: flag(),
      note: optionalText({ label: 'Notiz' }),
      at: optionalTime(),
      shown: derived(text({ label: 'Abgeleitet' })),
      kept: internal(text()),
    },
    export: {
      sheet: 'Blatt',
      columns: [
        { field: 'shown', width: 5 },
        { field: 'state', width: 10 },
        { field: 'read', header: 'Gelesen', width: 8 },
        { field: 'note', width: 20 },
        { field: 'at', header: 'Am', width: 20 },
      ],
    },
  });
  const { sheet, columns } = entityExport(definition);
  const cells = (record: Record<string, unknown>) =>
    columns.map(({ cell }) => cell(record as Parameters<(typeof columns)[number]['cell']>[0]));

  it('has the columns in their order, headed by the column’s header or else the field’s label', () => {
    expect(sheet).toBe('Blatt');
    expect(columns.map(({ header, width }) => [header, width])).toEqual([
      ['Abgeleitet', 5],
      ['Stand', 10],
      ['Gelesen', 8],
      ['Notiz', 20],
      ['Am', 20],
    ]);
  });

  it('writes a choice by its German name, yes or no, nothing for none, a moment in Berlin to the minute', () => {
    expect(
      cells({ shown: 'x', state: 'done', read: true, note: 'n', at: '2026-11-27T10:05:00.000Z' }),
    ).toEqual(['x', 'Erledigt', 'ja', 'n', '27.11.2026, 11:05']);
    expect(cells({ shown: '', state: 'neu', read: false, note: null, at: null })).toEqual([
      '',
      'neu',
      'nein',
      '',
      '',
    ]);
  });

  it('refuses a definition without an export', () => {
    expect(() => entityExport(ENTITIES.messages)).toThrow('messages has no export');
  });
});
