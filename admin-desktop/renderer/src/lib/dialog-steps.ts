/**
 * An entry opened from within a dialog (an application's earlier one) is a step of its own in the
 * browser's history: the address stays the list's, and the history state names the ids opened
 * from the dialog's first entry on. So Back (the browser's, or the dialog's „Zurück zu …“) returns
 * to the entry before, and Forward goes there again.
 */
export interface DialogStepsState {
  dialogSteps: number[];
}

/** The ids a history state names (none for any other state: a reload keeps it, the dialog does not). */
export function dialogStepsOf(state: unknown): number[] {
  const steps = (state as { dialogSteps?: unknown } | null)?.dialogSteps;
  return Array.isArray(steps) && steps.every((id) => Number.isInteger(id)) ? (steps as number[]) : [];
}

/** The state of one step further: the entry `id` opened from the one shown at `steps`. */
export const stepFurther = (steps: readonly number[], id: number): DialogStepsState => ({
  dialogSteps: [...steps, id],
});
