import type { Feedback } from '@shared/api-types.js';
import { FeedbackGrid } from '../components/feedbacks/FeedbackGrid.js';
import type { ContentView, OwnListProps } from './view.js';

/** Feedbacks as cards with their stars, three in a row on wide screens. */
function FeedbackList({ entries, onEdit, onDelete }: OwnListProps) {
  return (
    <FeedbackGrid
      feedbacks={entries as unknown as Feedback[]}
      onEdit={onEdit as (feedback: Feedback) => void}
      onDelete={async (feedback) =>
        void (await onDelete(feedback as unknown as Parameters<typeof onDelete>[0]))
      }
    />
  );
}

export const feedbacksView: ContentView = { list: FeedbackList };
