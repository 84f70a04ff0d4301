import { Avatar, Button, Card, Rate, Tag, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, TikTokOutlined } from '@ant-design/icons';
import type { Feedback } from '@shared/api-types.js';
import { DEFAULT_FEEDBACK_ROLE } from '@shared/constants.js';
import { POSITION, positionOf } from '@shared/content/define.js';
import { feedbacks } from '@shared/content/feedbacks.js';
import './feedbacks.css';
import { ConfirmDelete } from '../ConfirmDelete.js';

const ratingFormat = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

interface FeedbackCardProps {
  feedback: Feedback;
  onEdit: (feedback: Feedback) => void;
  /** Resolves when the deletion is done (the confirmation shows a spinner until then). */
  onDelete: (feedback: Feedback) => Promise<void>;
}

/** One feedback: picture, name, role, stars, text, TikTok link, position and the actions. */
export function FeedbackCard({ feedback, onEdit, onDelete }: FeedbackCardProps) {
  const { name, role, rating, content, tiktokUrl, order, profileImageUrl } = feedback;
  return (
    <Card
      className="feedback-card"
      role="article"
      aria-label={`Feedback von ${name}`}
      actions={[
        <Button
          key="edit"
          type="text"
          icon={<EditOutlined />}
          aria-label="Bearbeiten"
          onClick={() => onEdit(feedback)}
        >
          Bearbeiten
        </Button>,
        <ConfirmDelete
          key="delete"
          description={`Das Feedback von ${name} wird dauerhaft gelöscht.`}
          onConfirm={() => onDelete(feedback)}
        >
          <Button type="text" danger icon={<DeleteOutlined />} aria-label="Löschen">
            Löschen
          </Button>
        </ConfirmDelete>,
      ]}
    >
      <div className="feedback-card__head">
        <Avatar
          size={56}
          src={profileImageUrl}
          alt={`Profilbild von ${name}`}
          className="feedback-card__avatar"
        >
          {initials(name)}
        </Avatar>
        <div className="feedback-card__person">
          <Typography.Text strong className="feedback-card__name">
            {name}
          </Typography.Text>
          <Typography.Text type="secondary">{role?.trim() || DEFAULT_FEEDBACK_ROLE}</Typography.Text>
        </div>
        <Tag className="feedback-card__position">{`${POSITION} ${positionOf(order, feedbacks.order)}`}</Tag>
      </div>
      <div className="feedback-card__rating">
        <Rate disabled allowHalf value={rating} aria-hidden="true" />
        <Typography.Text type="secondary">{ratingFormat.format(rating)} von 5</Typography.Text>
      </div>
      <Typography.Paragraph className="feedback-card__content">{content}</Typography.Paragraph>
      {tiktokUrl && (
        <Typography.Link
          href={tiktokUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="feedback-card__link"
        >
          <TikTokOutlined /> TikTok-Profil
        </Typography.Link>
      )}
    </Card>
  );
}
