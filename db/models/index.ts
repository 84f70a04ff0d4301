export { AdminUser } from './admin-user.js';
export { Application } from './application.js';
export { ContactMessage } from './contact-message.js';
export { Faq } from './faq.js';
export { Feedback } from './feedback.js';
export { Highlight } from './highlight.js';
export { Livestream } from './livestream.js';
export { Streamer } from './streamer.js';
