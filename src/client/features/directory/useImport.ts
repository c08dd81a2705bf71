import { useState } from 'react';
import type { DirectoryKind, ImportResult } from '../../../shared/contract/directory';
import { useImportDirectoryMutation } from '../../api/directoryApi';
import { useAppDispatch } from '../../app/hooks';
import { failed, IMPORT_MESSAGES, imported, outcome, succeeded } from './messages';
import { readTextFile } from './readTextFile';

/** The CSV being imported, and what the server said it would do with it. */
export function useImport(clientId: string) {
  const dispatch = useAppDispatch();
  const [run] = useImportDirectoryMutation();
  const [kind, setKindState] = useState<DirectoryKind>('properties');
  const [csv, setCsvState] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  // A preview holds for the kind and text it was made of: any change asks for a new one.
  const [preview, setPreview] = useState<ImportResult | null>(null);
  const [running, setRunning] = useState<'preview' | 'import' | null>(null);
  // Counts imports done, so the file input can start afresh after one.
  const [done, setDone] = useState(0);

  const setCsv = (text: string) => {
    setCsvState(text);
    setPreview(null);
    setInputError(null);
  };
  const setKind = (next: DirectoryKind) => {
    setKindState(next);
    setPreview(null);
  };

  async function chooseFile(file: File | undefined) {
    if (!file) return;
    try {
      setCsv(await readTextFile(file));
    } catch {
      setInputError(IMPORT_MESSAGES.unreadableFile);
    }
  }

  async function send(dryRun: boolean) {
    if (!csv.trim()) return setInputError(IMPORT_MESSAGES.empty);
    setRunning(dryRun ? 'preview' : 'import');
    const result = await run({ clientId, kind, dryRun, csv });
    setRunning(null);
    if (result.error) return void dispatch(failed(dryRun ? IMPORT_MESSAGES.previewFailed : IMPORT_MESSAGES.importFailed, result.error));
    const answer = result.data;
    if (dryRun || answer.errors.length > 0) {
      // An import refused after a clean preview (the directory changed meanwhile) shows why, as a preview does.
      setPreview(answer);
      if (!dryRun) dispatch(outcome('error', IMPORT_MESSAGES.rejected, answer.message));
      return;
    }
    dispatch(succeeded(imported(kind, answer.created, answer.updated)));
    setCsv('');
    setDone((count) => count + 1);
  }

  const changes = preview ? preview.created + preview.updated : 0;
  return {
    kind,
    setKind,
    csv,
    setCsv,
    chooseFile,
    inputError,
    preview,
    running,
    done,
    /** Only a preview without errors, of this very text, that changes something. */
    canImport: preview !== null && preview.errors.length === 0 && changes > 0 && running === null,
    runPreview: () => send(true),
    runImport: () => send(false),
  };
}
