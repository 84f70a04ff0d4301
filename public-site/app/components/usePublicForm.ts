import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { FieldErrors } from '@shared/field-errors.js';
import { sourceFromLocation } from '@shared/application-source.js';
import { apiRequest } from '@shared/http-client.js';
import { focusFirstError, readForm, serverFieldErrors, submitFailureText } from './form.js';
import { useToast, type ToastInput } from './Toaster.js';

/** A form's values as sent (readForm): texts, and the checkboxes as true or false. */
export type FormValues = Record<string, unknown>;

export interface PublicForm {
  /** Where the form goes (POST). */
  path: '/api/apply' | '/api/contact' | '/api/newsletter';
  /** The shared schema's check (shared/form-validators.ts), loaded on the first submit. */
  validator: 'validateApplicationForm' | 'validateContactForm' | 'validateNewsletterForm';
  /** Checkboxes, sent as true or false. */
  checkboxes?: readonly string[];
  /** The toast of a success, or how it follows from what was sent (the application's channel). */
  sent: ToastInput | ((values: FormValues) => ToastInput);
  /** The error toast's text, unless the server refused for too many (then its own words). */
  failed: string;
  /**
   * Sends where the visitor came from (the address's ref/utm parameters, the referring page), read
   * when the form is sent: no cookie, no storage (shared/application-source.ts).
   */
  withSource?: boolean;
}

/**
 * A public form (Bewerbung, Kontakt, Newsletter): the shared schema's messages under the fields and the focus
 * on the first, else the request; a success empties the form, thanks in a toast and sets `sent`
 * (the page shows its SentPanel instead of the form until `again`; `sentValues` holds what was
 * sent until then), a refusal shows the server's field messages and an error toast. `formRef` puts the focus on the first field of the form that
 * comes back after `again`.
 */
export function usePublicForm({ path, validator, checkboxes, sent, failed, withSource }: PublicForm) {
  const toast = useToast();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sentValues, setSentValues] = useState<FormValues | null>(null);
  const focusOnReturn = useRef(false);
  const send = useMutation({
    mutationFn: (payload: Record<string, unknown>) => apiRequest('POST', path, payload),
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    // Loaded on first use: the validators are not needed to show the page.
    const { validateApplicationForm, validateContactForm, validateNewsletterForm } =
      await import('@shared/form-validators.js');
    const payload = readForm(form, checkboxes);
    const found = { validateApplicationForm, validateContactForm, validateNewsletterForm }[validator](
      payload,
    );
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirstError(form, found);
    const source = withSource ? sourceFromLocation(window.location.search, document.referrer) : {};
    send.mutate(Object.keys(source).length > 0 ? { ...payload, source } : payload, {
      onSuccess: () => {
        form.reset();
        toast(typeof sent === 'function' ? sent(payload) : sent);
        setSentValues(payload);
      },
      onError: (error) => {
        setErrors(serverFieldErrors(error));
        toast({ title: 'Fehler', description: submitFailureText(error, failed), variant: 'destructive' });
      },
    });
  };

  const again = useCallback(() => {
    focusOnReturn.current = true;
    setErrors({});
    setSentValues(null);
  }, []);

  const formRef = useCallback((form: HTMLFormElement | null) => {
    if (!form || !focusOnReturn.current) return;
    focusOnReturn.current = false;
    // The first field a visitor fills (the honeypot is out of the tab order).
    form.querySelector<HTMLElement>('input:not([tabindex="-1"]), select, textarea')?.focus();
  }, []);

  return { errors, pending: send.isPending, onSubmit, sent: sentValues !== null, sentValues, again, formRef };
}
