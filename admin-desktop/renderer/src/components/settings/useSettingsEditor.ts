import { useCallback, useEffect, useState } from 'react';
import type { FormInstance } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { SettingsState, SettingsVersion } from '@shared/api-types.js';
import type { SettingsSection } from '@shared/site-settings-sections.js';
import type { SiteSettings } from '@shared/site-settings.js';
import { API, ApiError, callApi, queryKeyOf, reasonOf, useApiQuery } from '../../api/client.js';
import { hasChanges } from '../../lib/changes.js';
import { useToast } from '../../lib/toast.js';
import { useUnsavedWork } from '../../lib/discard-guard.js';
import { editedPart, fieldErrorsToFields, valuesToSave } from './settings-form.js';

const SAVED = 'Einstellungen gespeichert';

const api = API.settings;
const fetchSettings = () => callApi(api.get);
/** The 409's words of who saved the newer version, and when (older servers do not say). */
const textOf = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * The settings screen's state and actions. The form edits the values of one saved version (`base`):
 * a save names that version, and the server answers 409 when someone saved meanwhile; the person
 * then reloads (dropping their changes) or overwrites (saving again on top of the newest version).
 * Newer values from the server replace the form only while it holds no changes.
 */
export function useSettingsEditor(form: FormInstance, sections: SettingsSection[]) {
  // The form's own values: the server's shape, edited in place.
  const formValues = () => form.getFieldsValue(true) as Partial<SiteSettings>;
  const queryClient = useQueryClient();
  const toast = useToast();
  // Asked again whenever the screen opens: the dashboard's copy may be minutes old.
  const query = useApiQuery(api.get, undefined, { staleTime: 0 });
  const [base, setBase] = useState<SettingsState | null>(null);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const [conflict, setConflict] = useState<{
    busy: 'reload' | 'overwrite' | null;
    /** Who saved the newer version and when, as the 409 says (older servers do not). */
    savedBy?: string;
    savedAt?: string;
  } | null>(null);
  /** The question after a 409, with who saved the newer version and when. */
  const conflictFrom = (failure: ApiError) => {
    setConflict({
      busy: null,
      savedBy: textOf(failure.answer?.savedBy),
      savedAt: textOf(failure.answer?.savedAt),
    });
  };
  const [restoringId, setRestoringId] = useState<number | null>(null);
  /** Paths to show (their panels opened): a save's errors, a link's field. */
  const [reveal, setReveal] = useState<{ paths: string[] } | null>(null);

  // Every way out asks while the form holds changes (lib/discard-guard.ts).
  useUnsavedWork(dirty, () => dirty);

  /** A server state becomes what the form edits: its values, no errors, nothing unsaved. */
  const adopt = useCallback(
    (state: SettingsState) => {
      queryClient.setQueryData(queryKeyOf(api.get), state);
      setBase(state);
      setDirty(false);
    },
    [queryClient],
  );

  // Fetched values: the first ones, and newer ones while nothing is edited (adjusted while
  // rendering, not in an effect: https://react.dev/learn/you-might-not-need-an-effect).
  const data = query.data;
  const [seen, setSeen] = useState<SettingsState | undefined>(undefined);
  if (data !== seen) {
    setSeen(data);
    if (data && (!base || (!dirty && data.version !== base.version))) {
      setBase(data);
      setDirty(false);
    }
  }

  // The form (outside React's state) follows the adopted values.
  useEffect(() => {
    if (!base) return;
    form.resetFields();
    form.setFieldsValue(structuredClone(base.values));
  }, [base, form]);

  const onValuesChange = () => {
    if (!base) return;
    setDirty(hasChanges(editedPart(base.values, sections), editedPart(formValues(), sections)));
  };

  /** A refused save or preview: each message under its field, the rest in a toast. */
  const showRefusal = (title: string, failure: unknown) => {
    const answer = failure instanceof ApiError && failure.status === 400 ? failure.answer : null;
    if (answer?.errors) {
      const fields = fieldErrorsToFields(answer.errors);
      form.setFields(fields);
      setReveal({ paths: Object.keys(answer.errors) });
      const first = fields[0];
      if (first)
        window.setTimeout(() => form.scrollToField(first.name, { block: 'center', focus: true }), 50);
    }
    toast.error(title, answer?.message ?? reasonOf(failure));
  };

  const put = async (onto: SettingsState) => {
    const values = valuesToSave(onto.values, formValues(), sections);
    adopt(await callApi(api.save, { body: { version: onto.version, values } }));
    await queryClient.invalidateQueries({ queryKey: queryKeyOf(api.versions) });
    toast.success(SAVED);
  };

  const save = async () => {
    if (!base || saving) return;
    setSaving(true);
    try {
      await put(base);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409) conflictFrom(failure);
      else showRefusal('Nicht gespeichert', failure);
    } finally {
      setSaving(false);
    }
  };

  const reload = async () => {
    setConflict((current) => ({ ...current, busy: 'reload' }));
    try {
      adopt(await fetchSettings());
      setConflict(null);
    } catch (failure) {
      setConflict((current) => ({ ...current, busy: null }));
      toast.error('Fehler beim Laden der Daten', reasonOf(failure));
    }
  };

  const overwrite = async () => {
    setConflict((current) => ({ ...current, busy: 'overwrite' }));
    try {
      await put(await fetchSettings());
      setConflict(null);
    } catch (failure) {
      // Saved over again meanwhile: the question stays, asked about the newer save.
      if (failure instanceof ApiError && failure.status === 409) conflictFrom(failure);
      else {
        setConflict(null);
        showRefusal('Nicht gespeichert', failure);
      }
    }
  };

  /** The preview of the form's values, in a new tab; nothing is saved. */
  const preview = async (origin: string) => {
    if (!base) return;
    setPreviewing(true);
    try {
      const values = valuesToSave(base.values, formValues(), sections);
      const { url } = await callApi(api.preview, { body: { values } });
      window.open(new URL(url, origin).href, '_blank', 'noopener');
    } catch (failure) {
      showRefusal('Keine Vorschau möglich', failure);
    } finally {
      setPreviewing(false);
    }
  };

  const restore = async (version: SettingsVersion) => {
    setRestoringId(version.id);
    try {
      adopt(await callApi(api.restore, { params: { id: version.id } }));
      await queryClient.invalidateQueries({ queryKey: queryKeyOf(api.versions) });
      toast.success('Version wiederhergestellt', SAVED);
    } catch (failure) {
      toast.error('Nicht wiederhergestellt', reasonOf(failure));
    } finally {
      setRestoringId(null);
    }
  };

  return {
    query,
    base,
    dirty,
    saving,
    previewing,
    conflict,
    restoringId,
    reveal,
    setReveal,
    onValuesChange,
    save,
    reload,
    overwrite,
    closeConflict: () => setConflict(null),
    preview,
    restore,
  };
}
