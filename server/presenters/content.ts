import type { Faq, Feedback, Highlight, Livestream, Streamer } from '../../db/models/index.js';
import type * as Api from '../../shared/api-types.js';
import { bool } from './common.js';

// Explicit allowlists: a model is never serialised as it is.

export const presentLivestream = (row: Livestream): Api.Livestream => ({
  id: row.id,
  day: row.day,
  time: row.time,
  title: row.title,
  description: row.description,
  isLive: bool(row.isLive),
  order: row.order,
});

export const presentHighlight = (row: Highlight): Api.Highlight => ({
  id: row.id,
  title: row.title,
  description: row.description,
  imageUrl: row.imageUrl,
  date: row.date,
  order: row.order,
});

export const presentStreamer = (row: Streamer): Api.Streamer => ({
  id: row.id,
  name: row.name,
  profileImageUrl: row.profileImageUrl,
  tiktokUsername: row.tiktokUsername,
  tiktokUrl: row.tiktokUrl,
  description: row.description,
  country: row.country,
  tags: row.tags,
  tagColor: row.tagColor,
  frameType: row.frameType,
  featured: bool(row.featured),
  order: row.order,
});

export const presentFeedback = (row: Feedback): Api.Feedback => ({
  id: row.id,
  name: row.name,
  content: row.content,
  rating: Number(row.rating),
  role: row.role,
  profileImageUrl: row.profileImageUrl,
  tiktokUrl: row.tiktokUrl,
  order: row.order,
});

export const presentFaq = (row: Faq): Api.Faq => ({
  id: row.id,
  question: row.question,
  answer: row.answer,
  order: row.order,
});
