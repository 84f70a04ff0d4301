import { useRef, useState } from 'react';
import { Modal, Radio, Space, Tag } from 'antd';
import {
  APPLICATION_OUTCOMES,
  APPLICATION_OUTCOME_LABELS,
  NO_OUTCOME_LABEL,
  type ApplicationOutcome,
} from '@shared/constants.js';

/** One colour per outcome: accepted green, rejected red, withdrawn grey. */
const OUTCOME_COLORS: Record<ApplicationOutcome, string> = {
  accepted: 'green',
  rejected: 'red',
  withdrawn: 'default',
};

/** The choice of an outcome; "none" stands for "ohne Ergebnis" (null in the API). */
export type OutcomeChoice = ApplicationOutcome | 'none';
export const OUTCOME_CHOICES: { value: OutcomeChoice; label: string }[] = [
  ...APPLICATION_OUTCOMES.map((outcome) => ({ value: outcome, label: APPLICATION_OUTCOME_LABELS[outcome] })),
  { value: 'none', label: NO_OUTCOME_LABEL },
];
export const outcomeOfChoice = (choice: OutcomeChoice): ApplicationOutcome | null =>
  choice === 'none' ? null : choice;

/** The outcome beside the status tag; nothing without one. */
export function OutcomeTag({ outcome }: { outcome: ApplicationOutcome | null }) {
  if (!outcome) return null;
  return <Tag color={OUTCOME_COLORS[outcome]}>{APPLICATION_OUTCOME_LABELS[outcome]}</Tag>;
}

interface PromptProps {
  open: boolean;
  /** "1 Bewerbung", "3 Bewerbungen": whose outcome, in the question. */
  subject?: string;
  onChoose: (outcome: ApplicationOutcome | null) => void;
  onCancel: () => void;
}

/**
 * The question choosing "Erledigt" asks: Angenommen, Abgelehnt, Zurückgezogen or "ohne Ergebnis".
 * The status changes only with the answer; "Abbrechen" leaves everything as it was.
 */
export function OutcomePrompt({ open, subject, onChoose, onCancel }: PromptProps) {
  const [choice, setChoice] = useState<OutcomeChoice | undefined>(undefined);
  const close = (then: () => void) => {
    setChoice(undefined);
    then();
  };
  return (
    <Modal
      open={open}
      title={subject ? `Erledigt: mit welchem Ergebnis? (${subject})` : 'Erledigt: mit welchem Ergebnis?'}
      okText="Erledigt setzen"
      cancelText="Abbrechen"
      okButtonProps={{ disabled: choice === undefined }}
      onOk={() => close(() => onChoose(outcomeOfChoice(choice!)))}
      onCancel={() => close(onCancel)}
      destroyOnHidden
      width={420}
    >
      <Radio.Group
        aria-label="Ergebnis"
        value={choice}
        onChange={(event) => setChoice(event.target.value as OutcomeChoice)}
      >
        <Space orientation="vertical">
          {OUTCOME_CHOICES.map((option) => (
            <Radio key={option.value} value={option.value}>
              {option.label}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
    </Modal>
  );
}

/**
 * Asks for the outcome before a change to "completed": `ask(status)` answers the outcome to send
 * with it (undefined for other statuses, without asking), or false when the question was cancelled.
 */
export function useOutcomePrompt(subject?: string) {
  const [open, setOpen] = useState(false);
  const pending = useRef<((answer: ApplicationOutcome | null | false) => void) | null>(null);
  const settle = (answer: ApplicationOutcome | null | false) => {
    setOpen(false);
    pending.current?.(answer);
    pending.current = null;
  };
  const ask = (status: string): Promise<ApplicationOutcome | null | false | undefined> => {
    if (status !== 'completed') return Promise.resolve(undefined);
    setOpen(true);
    return new Promise((resolve) => {
      pending.current = resolve;
    });
  };
  const prompt = (
    <OutcomePrompt open={open} subject={subject} onChoose={settle} onCancel={() => settle(false)} />
  );
  return { ask, prompt };
}
