import type { Faq } from '@shared/api-types.js';
import { FaqList } from '../components/faqs/FaqList.js';
import type { ContentView, OwnListProps } from './view.js';

/** The FAQ as an accordion: question and answer, moved one place at a time. */
const FaqAccordion = (props: OwnListProps) => <FaqList {...(props as unknown as OwnListProps<Faq>)} />;

export const faqsView: ContentView = { list: FaqAccordion };
