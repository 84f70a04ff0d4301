import { Input } from 'antd';
import { SettingItem } from './SettingItem.js';
import { SETTINGS_MAX as MAX } from './settings-form.js';

/**
 * The feedback section's note on how the agency checks its reviews (§ 5b Abs. 3 UWG), in the
 * "Feedback" panel of Startseite, under the section's texts.
 */
export function ReviewsNoteField() {
  return (
    <SettingItem
      path="texts.reviewsNote"
      extra="Pflichtangabe, wenn die Website Bewertungen zeigt: ob und wie Sie prüfen, dass sie von echten Creatorn stammen. Erscheint unter der Überschrift „Das sagen unsere Creator“."
    >
      <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={MAX.reviewsNote} showCount />
    </SettingItem>
  );
}
