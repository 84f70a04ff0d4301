import type { PublicFormAnswer } from '../api-types.js';
import { applicationSubmitValidator } from '../schemas/application.js';
import { contactMessageValidator } from '../schemas/contact.js';
import { endpoint, json } from './endpoint.js';

/**
 * The public site's two forms, each limited per address, per network and in total, with a
 * honeypot. Neither answer echoes what was stored.
 */
export const forms = {
  apply: endpoint({
    method: 'POST',
    path: '/api/apply',
    access: 'public',
    summary: 'Submits an application',
    body: applicationSubmitValidator,
    answer: json<PublicFormAnswer>(),
    status: 201,
    errors: [400, 429],
  }),
  contact: endpoint({
    method: 'POST',
    path: '/api/contact',
    access: 'public',
    summary: 'Sends a message through the contact form',
    body: contactMessageValidator,
    answer: json<PublicFormAnswer>(),
    status: 201,
    errors: [400, 429],
  }),
};
