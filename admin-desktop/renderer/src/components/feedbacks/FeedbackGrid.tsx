import { Col, Empty, Row } from 'antd';
import type { Feedback } from '@shared/api-types.js';
import { FeedbackCard } from './FeedbackCard.js';

interface FeedbackGridProps {
  feedbacks: readonly Feedback[];
  onEdit: (feedback: Feedback) => void;
  onDelete: (feedback: Feedback) => Promise<void>;
}

/** The cards in the given order: one column on phones, two on tablets, three on wide screens. */
export function FeedbackGrid({ feedbacks, onEdit, onDelete }: FeedbackGridProps) {
  if (feedbacks.length === 0) return <Empty description="Keine Feedbacks vorhanden." />;
  return (
    <Row gutter={[16, 16]} role="list" aria-label="Feedbacks">
      {feedbacks.map((feedback) => (
        <Col key={feedback.id} xs={24} md={12} xl={8} role="listitem">
          <FeedbackCard feedback={feedback} onEdit={onEdit} onDelete={onDelete} />
        </Col>
      ))}
    </Row>
  );
}
