/** @jest-environment node */
import { associationOutcome } from '../../../../src/client/features/members/associationMessages';
import { failureReason as reasonOf } from '../../../../src/client/api/errors';
import { memberError } from '../../../../src/client/features/members/messages';
import { detailLines, entryLinks, isValidReport } from '../../../../src/client/features/members/reportFormat';
import { report } from './fixtures';

describe('member error texts', () => {
  it('uses the server message, a plain word for no connection, else "Unknown error"', () => {
    expect(reasonOf({ status: 500, data: { message: 'Disk full' } })).toBe('Disk full');
    expect(reasonOf({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe('the server could not be reached');
    expect(reasonOf({ message: 'Aborted' })).toBe('Aborted');
    expect(reasonOf({ status: 500, data: '<html>' })).toBe('Unknown error');
    expect(reasonOf(undefined)).toBe('Unknown error');
  });

  it('pairs each SPEC.md title with its detail', () => {
    expect(memberError('updateTask', { status: 500, data: { message: 'x' } })).toEqual({ title: 'Error Updating Task', detail: 'Failed to update task: x' });
    expect(memberError('loadClients', null)).toEqual({ title: 'Error Loading Clients', detail: 'Failed to load clients: Unknown error' });
  });
});

describe('association outcomes', () => {
  const data = (n: number) => ({ data: { success: true as const, associationsCreated: n, message: '', associations: [] } });
  it('words each case as SPEC.md does', () => {
    expect(associationOutcome(false, data(4))).toEqual({ tone: 'success', text: 'Created 4 associations. Refreshing page to show updated data.' });
    expect(associationOutcome(true, data(0))).toEqual({ tone: 'info', text: 'Found 0 possible associations (dry run: nothing was changed).' });
    expect(associationOutcome(false, { error: { status: 500, data: { message: 'boom' } } }).text).toBe('Failed to find associations: boom');
    expect(associationOutcome(false, { error: { status: 'FETCH_ERROR', error: 'x' } }).text).toBe('Error finding associations: the server could not be reached');
  });
});

describe('report data', () => {
  it('accepts a whole report and refuses malformed ones', () => {
    expect(isValidReport(report('r1'))).toBe(true);
    expect(isValidReport({ ...report('r1'), details: undefined })).toBe(true);
    for (const bad of [null, 'text', [], { ...report('r1'), id: 7 }, { ...report('r1'), success: 'yes' }, { ...report('r1'), errorCount: -1 }, { ...report('r1'), details: 'none' }]) {
      expect(isValidReport(bad)).toBe(false);
    }
  });

  it('reads details one line per entry, whatever their shape', () => {
    expect(
      detailLines([
        { filename: 'a.pdf', outcome: 'invoices', message: '2 invoices extracted', invoiceIds: ['i1', 'i2'] },
        { filename: 'b.pdf', message: 'not a PDF' },
        { step: 'parse', error: 'bad header', ids: ['x', 'y'], empty: [], gone: null },
        'plain text',
        { nested: { a: 1 } },
      ]),
    ).toEqual(['a.pdf — invoices: 2 invoices extracted', 'b.pdf — not a PDF', 'step: parse; error: bad header; ids: x, y', 'plain text', 'nested: {"a":1}']);
    expect(detailLines('not a list')).toEqual([]);
  });

  it("lists an entry's portal links, http(s) only", () => {
    expect(entryLinks({ filename: 'E-mail body', links: ['https://pay.vendor.example/', 'javascript:alert(1)', 'ftp://x', 7] })).toEqual(['https://pay.vendor.example/']);
    expect(entryLinks({ filename: 'a.pdf' })).toEqual([]);
    expect(entryLinks(null)).toEqual([]);
  });
});
