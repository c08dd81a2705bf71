import { createActor, fromPromise, waitFor } from 'xstate';
import { draftFrom, type InvoiceDraft } from '../../../../src/client/features/invoices/invoiceDraft';
import { invoiceEditMachine } from '../../../../src/client/features/invoices/invoiceEditMachine';
import { invoiceFixture } from './fixtures';

function editor(save: jest.Mock) {
  const machine = invoiceEditMachine.provide({
    actors: { saveInvoice: fromPromise(({ input }: { input: { draft: InvoiceDraft } }) => save(input.draft)) },
  });
  return createActor(machine).start();
}

const draft = draftFrom(invoiceFixture());

describe('invoiceEditMachine', () => {
  it('goes viewing → editing → saving → viewing, saving the changed draft', async () => {
    const save = jest.fn().mockResolvedValue({});
    const actor = editor(save);
    expect(actor.getSnapshot().value).toBe('viewing');

    actor.send({ type: 'EDIT', draft });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'CHANGE', draft: { ...draft, payee: 'Acme Inc' } });
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);

    await waitFor(actor, (s) => s.matches('viewing'));
    expect(save).toHaveBeenCalledWith({ ...draft, payee: 'Acme Inc' });
    expect(actor.getSnapshot().context).toEqual({ draft: null, saveError: null });
  });

  it('Cancel returns to viewing and discards the changes', () => {
    const actor = editor(jest.fn());
    actor.send({ type: 'EDIT', draft });
    actor.send({ type: 'CHANGE', draft: { ...draft, payee: 'Changed' } });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('viewing');
    expect(actor.getSnapshot().context.draft).toBeNull();
  });

  it('refuses to save a draft with errors (the draftIsValid guard)', () => {
    const save = jest.fn();
    const actor = editor(save);
    actor.send({ type: 'EDIT', draft });
    actor.send({ type: 'CHANGE', draft: { ...draft, pageNumber: '0' } });
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(save).not.toHaveBeenCalled();
  });

  it('keeps the draft and the server reason after a failed save, and can retry or cancel', async () => {
    const save = jest.fn().mockRejectedValueOnce({ status: 400, data: { message: 'billDate must be a date (YYYY-MM-DD)' } }).mockResolvedValueOnce({});
    const actor = editor(save);
    actor.send({ type: 'EDIT', draft });
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.matches('saveFailed'));
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ draft, saveError: 'billDate must be a date (YYYY-MM-DD)' });

    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.matches('viewing'));
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('has no server reason when the failure carried none', async () => {
    const actor = editor(jest.fn().mockRejectedValue({ status: 500, data: 'oops' }));
    actor.send({ type: 'EDIT', draft });
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.matches('saveFailed'));
    expect(actor.getSnapshot().context.saveError).toBeNull();
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('viewing');
  });

  it('ignores Save and Cancel in view mode, and a second Edit while editing', () => {
    const actor = editor(jest.fn());
    actor.send({ type: 'SAVE' });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('viewing');
    actor.send({ type: 'EDIT', draft });
    actor.send({ type: 'CHANGE', draft: { ...draft, unit: '5C' } });
    actor.send({ type: 'EDIT', draft });
    expect(actor.getSnapshot().context.draft?.unit).toBe('5C');
  });
});
