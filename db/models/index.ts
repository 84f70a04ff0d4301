export { AdminUser } from './admin-user.js';
export { Application } from './application.js';
export { ContactMessage } from './contact-message.js';
export { DataRequestLog } from './data-request-log.js';
export { CONTENT_MODELS, ContentRow } from './content.js';
export { ReplyTemplate } from './reply-template.js';
