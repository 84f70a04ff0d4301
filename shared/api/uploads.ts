import type { UploadAnswer } from '../api-types.js';
import { uploadValidator } from '../schemas/upload.js';
import { endpoint, json } from './endpoint.js';

/** The control centre's image upload (the one body larger than the shared limit). */
export const uploads = {
  upload: endpoint({
    method: 'POST',
    path: '/api/admin/upload',
    access: 'uploads',
    summary: 'Stores an image sent as a data URL (resized, or cropped for sharing) and answers its address',
    body: uploadValidator,
    answer: json<UploadAnswer>(),
    status: 201,
    errors: [400, 408, 413],
  }),
};
