import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { HONEYPOT_FIELD } from '@shared/constants.js';
import { ApiError } from '@shared/http-client.js';
import type { FieldErrors } from '@shared/field-errors.js';

/** Native form controls whose `name` is the payload field, with the spec's message under each. */

interface FieldShellProps {
  name: string;
  label: ReactNode;
  error?: string;
  required?: boolean;
  /** Spans both columns of the form grid. */
  wide?: boolean;
  children: (describedBy: string | undefined) => ReactNode;
}

function FieldShell({ name, label, error, required, wide, children }: FieldShellProps) {
  const errorId = `${name}-error`;
  return (
    <div className={`field${wide ? ' field--wide' : ''}${error ? ' field--invalid' : ''}`}>
      <label htmlFor={name}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children(error ? errorId : undefined)}
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

type FieldProps<T> = T & { name: string; label: ReactNode; error?: string; wide?: boolean };

export function TextField({
  name,
  label,
  error,
  required,
  wide,
  ...input
}: FieldProps<InputHTMLAttributes<HTMLInputElement>>) {
  return (
    <FieldShell name={name} label={label} error={error} required={required} wide={wide}>
      {(describedBy) => (
        <input
          id={name}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          {...input}
        />
      )}
    </FieldShell>
  );
}

export function TextAreaField({
  name,
  label,
  error,
  required,
  wide,
  ...input
}: FieldProps<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  return (
    <FieldShell name={name} label={label} error={error} required={required} wide={wide}>
      {(describedBy) => (
        <textarea
          id={name}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          {...input}
        />
      )}
    </FieldShell>
  );
}

export function SelectField({
  name,
  label,
  error,
  required,
  placeholder,
  options,
  ...select
}: FieldProps<SelectHTMLAttributes<HTMLSelectElement>> & {
  placeholder: string;
  options: readonly string[];
}) {
  return (
    <FieldShell name={name} label={label} error={error} required={required}>
      {(describedBy) => (
        <select
          id={name}
          name={name}
          defaultValue=""
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          {...select}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

export function CheckboxField({ name, label, error }: { name: string; label: ReactNode; error?: string }) {
  const errorId = `${name}-error`;
  return (
    <div className={`field field--checkbox${error ? ' field--invalid' : ''}`}>
      <input
        type="checkbox"
        id={name}
        name={name}
        value="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <label htmlFor={name}>{label}</label>
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** The form's values as the API expects them: trimmed strings, checkboxes as booleans. */
export function readForm(form: HTMLFormElement, checkboxes: readonly string[] = []): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [key, value] of new FormData(form))
    values[key] = typeof value === 'string' ? value.trim() : value;
  for (const name of checkboxes)
    values[name] = (form.elements.namedItem(name) as HTMLInputElement | null)?.checked === true;
  return values;
}

/** The JSON body of an error answer (`{ message, errors }`), or an empty object. */
function errorBody(error: ApiError): { message?: unknown; errors?: FieldErrors } {
  try {
    return JSON.parse(error.message.slice(error.message.indexOf(':') + 1)) as {
      message?: unknown;
      errors?: FieldErrors;
    };
  } catch {
    return {};
  }
}

/** Field messages from a 400 answer of the server, if it sent any. */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  return errorBody(error).errors ?? {};
}

/** Moves focus to the first invalid control so keyboard and screen-reader users land on it. */
export function focusFirstError(form: HTMLFormElement, errors: FieldErrors): void {
  const first = Object.keys(errors)[0];
  if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
}

/**
 * The honeypot: a text field kept out of sight, out of the tab order and away from screen
 * readers, which people therefore leave empty and form-filling bots fill in. The server answers
 * a filled-in one like a success and stores nothing.
 */
export function HoneypotField() {
  return (
    <div className="form__trap" aria-hidden="true">
      <label htmlFor={HONEYPOT_FIELD}>Bitte dieses Feld leer lassen</label>
      <input
        id={HONEYPOT_FIELD}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}

/** The server's own German words of an error answer (`{ message }`), if it sent any. */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const { message } = errorBody(error);
  return typeof message === 'string' && message ? message : undefined;
}

/** The toast text of a failed submission: the server's own words when it refused for too many, else `fallback`. */
export function submitFailureText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.status !== 429) return fallback;
  const { message } = errorBody(error);
  return typeof message === 'string' && message ? message : fallback;
}

/** WhatsApp and Telegram, optional in both public forms; `examples` shows how they are written. */
export function ChatFields({ errors, examples = false }: { errors: FieldErrors; examples?: boolean }) {
  return (
    <>
      <TextField
        name="whatsappNumber"
        label="WhatsApp-Nummer"
        type="tel"
        error={errors.whatsappNumber}
        placeholder={examples ? '+49 …' : undefined}
        autoComplete="tel"
      />
      <TextField
        name="telegramUsername"
        label="Telegram-Benutzername"
        error={errors.telegramUsername}
        placeholder={examples ? '@deinname' : undefined}
      />
    </>
  );
}
