import { describe, expect, it, vi } from 'vitest';
import { askBeforeUnload, type UnloadQuestion } from '@desktop/main/unload.js';

/** A window's contents that refuse to unload (the renderer's beforeunload), as Electron reports it. */
function refusingContents() {
  let listener: ((event: { preventDefault(): void }) => void) | undefined;
  return {
    on: (event: string, handler: typeof listener) => {
      expect(event).toBe('will-prevent-unload');
      listener = handler;
    },
    /** Closes or reloads the window: whether it goes ahead. */
    unload(): boolean {
      const event = { preventDefault: vi.fn() };
      listener!(event);
      return event.preventDefault.mock.calls.length > 0;
    },
  };
}

describe('closing or reloading the desktop window with unsaved changes', () => {
  it('asks „Änderungen verwerfen?“ in German, „Weiter bearbeiten“ the default', () => {
    const contents = refusingContents();
    const questions: UnloadQuestion[] = [];
    askBeforeUnload(contents, (question) => {
      questions.push(question);
      return 1;
    });
    expect(contents.unload()).toBe(false);
    expect(questions).toEqual([
      expect.objectContaining({
        type: 'question',
        message: 'Änderungen verwerfen?',
        buttons: ['Verwerfen', 'Weiter bearbeiten'],
        defaultId: 1,
        cancelId: 1,
      }),
    ]);
    expect(questions[0]!.detail).toContain('noch nicht gespeichert');
  });

  it('closes (or reloads) after „Verwerfen“, and asks again the next time', () => {
    const contents = refusingContents();
    const answers = [0, 1];
    const ask = vi.fn(() => answers.shift()!);
    askBeforeUnload(contents, ask);
    expect(contents.unload()).toBe(true);
    expect(contents.unload()).toBe(false);
    expect(ask).toHaveBeenCalledTimes(2);
  });
});
