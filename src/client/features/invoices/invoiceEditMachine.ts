import { assign, fromPromise, setup } from 'xstate';
import { errorMessage } from '../../api/errors';
import { isDraftValid, type InvoiceDraft } from './invoiceDraft';

export interface InvoiceEditContext {
  /** The form's values while editing; null in view mode, so Cancel leaves nothing behind. */
  draft: InvoiceDraft | null;
  /** The server's reason when a save failed and it gave one. */
  saveError: string | null;
}

export type InvoiceEditEvent = { type: 'EDIT'; draft: InvoiceDraft } | { type: 'CHANGE'; draft: InvoiceDraft } | { type: 'SAVE' } | { type: 'CANCEL' };

const notProvided = async (): Promise<never> => {
  throw new Error('provide saveInvoice with machine.provide()');
};

const formOpen = {
  CHANGE: { actions: { type: 'setDraft', params: ({ event }: { event: { draft: InvoiceDraft } }) => event } },
  SAVE: { guard: 'draftIsValid', target: 'saving' },
  CANCEL: { target: 'viewing', actions: 'discardDraft' },
} as const;

/** SPEC.md section 4 "Invoice detail": view mode, Edit, then Save or Cancel. */
export const invoiceEditMachine = setup({
  types: {
    context: {} as InvoiceEditContext,
    events: {} as InvoiceEditEvent,
  },
  actors: {
    saveInvoice: fromPromise<unknown, { draft: InvoiceDraft }>(notProvided),
  },
  guards: {
    draftIsValid: ({ context }) => context.draft !== null && isDraftValid(context.draft),
  },
  actions: {
    setDraft: assign((_, params: { draft: InvoiceDraft }) => ({ draft: params.draft })),
    startEditing: assign((_, params: { draft: InvoiceDraft }) => ({ draft: params.draft, saveError: null })),
    discardDraft: assign({ draft: null, saveError: null }),
    rememberSaveError: assign((_, params: { error: unknown }) => ({ saveError: errorMessage(params.error, '') || null })),
  },
}).createMachine({
  id: 'invoiceEdit',
  context: { draft: null, saveError: null },
  initial: 'viewing',
  states: {
    viewing: {
      on: { EDIT: { target: 'editing', actions: { type: 'startEditing', params: ({ event }) => event } } },
    },
    editing: { tags: 'form', on: formOpen },
    saving: {
      tags: ['form', 'busy'],
      invoke: {
        src: 'saveInvoice',
        // SAVE's guard lets only a draft through.
        input: ({ context }) => ({ draft: context.draft as InvoiceDraft }),
        onDone: { target: 'viewing', actions: 'discardDraft' },
        onError: { target: 'saveFailed', actions: { type: 'rememberSaveError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    saveFailed: { tags: ['form', 'error'], on: formOpen },
  },
});
