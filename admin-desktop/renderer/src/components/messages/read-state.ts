/** Label of the read toggle: it names what a click will do. */
export const toggleReadLabel = (isRead: boolean) =>
  isRead ? 'Als ungelesen markieren' : 'Als gelesen markieren';

export const toggledReadToast = (isRead: boolean) =>
  isRead ? 'Nachricht als gelesen markiert' : 'Nachricht als ungelesen markiert';
