import { useState } from 'react';
import type { z } from 'zod';
import { useAppDispatch } from '../../app/hooks';
import { serverDraftErrors, validateDraft, type DraftErrors } from './draftErrors';
import { failed, succeeded } from './messages';

interface Options<V, Out> {
  initial: V;
  schema: z.ZodType<Out>;
  /** The values as the schema takes them: lists split, blanks left for the schema to make null. */
  toInput: (values: V) => unknown;
  /** What the schema cannot know, such as a key the list already holds. */
  check?: (body: Out) => DraftErrors | null;
  /** A mutation trigger, already bound to its client and entry. */
  save: (body: Out) => { unwrap: () => Promise<unknown> };
  /** The notification titles for either outcome. */
  titles: { saved: string; failed: string };
  /** After a save: the owner closes the editor, and the list reloads by itself. */
  onDone: () => void;
}

export interface Draft<V> {
  values: V;
  set: <K extends keyof V>(key: K, value: V[K]) => void;
  errors: DraftErrors;
  busy: boolean;
  submit: () => Promise<void>;
}

/** An entry being edited: checked here as the server checks it, then the server's word, field by field. */
export function useDraft<V, Out>({ initial, schema, toInput, check, save, titles, onDone }: Options<V, Out>): Draft<V> {
  const dispatch = useAppDispatch();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [busy, setBusy] = useState(false);

  async function submit() {
    if (busy) return;
    const checked = validateDraft(schema, toInput(values));
    if (checked.errors) return setErrors(checked.errors);
    const problems = check?.(checked.body);
    setErrors(problems ?? {});
    if (problems) return;
    setBusy(true);
    try {
      await save(checked.body).unwrap();
      dispatch(succeeded(titles.saved));
      onDone();
    } catch (error) {
      setErrors(serverDraftErrors(error));
      dispatch(failed(titles.failed, error));
      setBusy(false);
    }
  }

  return { values, set: (key, value) => setValues((current) => ({ ...current, [key]: value })), errors, busy, submit };
}
