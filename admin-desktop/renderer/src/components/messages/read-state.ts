/** Label of the read toggle: it names what a click will do. */
export const toggleReadLabel = (isRead: boolean) =>
  isRead ? 'Als ungelesen markieren' : 'Als gelesen markieren';

export const toggledReadToast = (isRead: boolean) =>
  isRead ? 'Nachricht als gelesen markiert' : 'Nachricht als ungelesen markiert';

/** The unread mark, in the dashboard's word („Ungelesen“), on the inbox's rows and cards too. */
export const UNREAD = 'Ungelesen';

/** Label of the answered toggle: it names what a click will do. */
export const toggleAnsweredLabel = (answered: boolean) =>
  answered ? 'Als unbeantwortet markieren' : 'Als beantwortet markieren';

export const toggledAnsweredToast = (answered: boolean) =>
  answered ? 'Nachricht als beantwortet markiert' : 'Nachricht als unbeantwortet markiert';
