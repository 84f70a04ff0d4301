import type { Faq } from '@shared/api-types.js';
import { FaqList } from '../components/faqs/FaqList.js';
import type { ContentView, OwnListProps } from './view.js';

/** The FAQ as an accordion: question and answer, moved one place at a time. */
function FaqAccordion({ entries, moving, onMove, onEdit, onDelete }: OwnListProps) {
  return (
    <FaqList
      entries={entries as unknown as Faq[]}
      moving={moving}
      onMove={onMove as (entry: Faq, direction: 'up' | 'down') => void}
      onEdit={onEdit as (entry: Faq) => void}
      onDelete={onDelete as (entry: Faq) => Promise<unknown>}
    />
  );
}

export const faqsView: ContentView = { list: FaqAccordion };
