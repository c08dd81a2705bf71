/** @jest-environment ./test/unit/jsdomWithFetch.ts */
import { screen, waitFor } from '@testing-library/react';
import { AttachmentList, ATTACHMENT_MESSAGES, type ListedAttachment } from '../../../../src/client/features/emails/AttachmentList';
import { mockApi, renderRoute } from '../harness';

const pdf: ListedAttachment = { partId: 'p1', filename: 'bill.pdf', contentType: 'ATTACHMENT', size: 2048, contentId: null, documentKind: null };

let saved: { href: string; download: string }[];

beforeEach(() => {
  saved = [];
  URL.createObjectURL = jest.fn(() => 'blob:http://localhost/file');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

function setup(attachments: ListedAttachment[], answer: { status: number; text?: string; body?: unknown } = { status: 200, text: '%PDF-1.7' }) {
  const calls = mockApi(() => answer);
  return { ...renderRoute('/', <AttachmentList attachments={attachments} />, '/'), calls };
}

describe('AttachmentList', () => {
  it('says "No Attachments" when there are none', () => {
    setup([]);
    expect(screen.getByText('No Attachments')).toBeInTheDocument();
  });

  it('names what intake found a file to be, a paper that is not a bill apart from a bill', () => {
    setup([{ ...pdf, documentKind: 'invoice' }, { ...pdf, partId: 'p2', filename: 'statement.pdf', documentKind: 'statement' }]);
    expect(screen.getByText('Invoice')).toHaveAttribute('title', 'Read as a bill');
    expect(screen.getByText('Statement of account')).toHaveAttribute('title', 'Kept, but not a bill to pay');
  });

  it('shows the name, the type from the extension and the size in KB', () => {
    setup([pdf]);
    expect(screen.getByText('bill.pdf')).toBeInTheDocument();
    expect(screen.getByText('application/pdf · 2.00 KB')).toBeInTheDocument();
  });

  it('downloads a listed attachment by fetching its content by part id', async () => {
    const { user, calls } = setup([pdf]);
    await user.click(screen.getByRole('button', { name: 'Download bill.pdf' }));
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:http://localhost/file', download: 'bill.pdf' }]));
    expect(calls.map((c) => c.path)).toEqual(['/api/attachments/p1']);
  });

  it('downloads an attachment that carries its content without a request', async () => {
    const { user, calls } = setup([{ ...pdf, base64: 'JVBERi0xLjc=' }]);
    await user.click(screen.getByRole('button', { name: 'Download bill.pdf' }));
    expect(saved).toHaveLength(1);
    expect(calls).toEqual([]);
    const blob = (URL.createObjectURL as jest.Mock).mock.calls[0][0] as Blob;
    expect(blob.type).toBe('application/pdf');
  });

  it('says so when the content cannot be decoded', async () => {
    const { user } = setup([{ ...pdf, base64: '%%% not base64 %%%' }]);
    await user.click(screen.getByRole('button', { name: 'Download bill.pdf' }));
    expect(screen.getByRole('alert')).toHaveTextContent(ATTACHMENT_MESSAGES.downloadError);
  });

  it('says "Download failed. Please try again." when the server refuses', async () => {
    const { user } = setup([pdf], { status: 404, body: { message: 'Attachment not found' } });
    await user.click(screen.getByRole('button', { name: 'Download bill.pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Download failed. Please try again.');
    expect(saved).toEqual([]);
  });

  it('cannot download or preview an attachment whose content cannot be had', async () => {
    const open = jest.spyOn(window, 'open');
    const { user, calls } = setup([{ ...pdf, partId: '' }]);
    await user.click(screen.getByRole('button', { name: 'Download bill.pdf' }));
    expect(screen.getByRole('alert')).toHaveTextContent('This attachment cannot be downloaded. Missing base64 data.');
    await user.click(screen.getByRole('button', { name: 'Preview bill.pdf' }));
    expect(screen.getByRole('alert')).toHaveTextContent('This attachment cannot be previewed. Missing base64 data.');
    expect(open).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('previews in a new window at /preview with the part id and name', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue({} as Window);
    const { user } = setup([pdf]);
    await user.click(screen.getByRole('button', { name: 'Preview bill.pdf' }));
    expect(open).toHaveBeenCalledWith('/preview?partId=p1&name=bill.pdf', '_blank', expect.stringContaining('popup'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the browser blocks the preview window', async () => {
    jest.spyOn(window, 'open').mockReturnValue(null);
    const { user } = setup([pdf]);
    await user.click(screen.getByRole('button', { name: 'Preview bill.pdf' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to preview attachment. See console for details.');
  });
});
