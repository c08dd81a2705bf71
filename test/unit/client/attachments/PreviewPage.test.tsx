/** @jest-environment ./test/unit/jsdomWithFetch.ts */
import { Blob as NodeBlob } from 'node:buffer';
import { act, screen } from '@testing-library/react';
import PreviewPage from '../../../../src/client/features/attachments/PreviewPage';
import { renderRoute } from '../harness';

const requests: string[] = [];

/** The attachment endpoint answering with `body` typed `type`, or a JSON error. */
function serve(body: string, type: string, status = 200) {
  requests.length = 0;
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    requests.push(new URL(request.url).pathname);
    if (status !== 200) return new Response(JSON.stringify({ message: 'Attachment not found' }), { status, headers: { 'content-type': 'application/json' } });
    return new Response(body, { status, headers: { 'content-type': type } });
  }) as typeof fetch;
}

const open = (query: string) => renderRoute('/preview', <PreviewPage />, `/preview${query}`);

beforeEach(() => {
  URL.createObjectURL = jest.fn(() => 'blob:http://localhost/preview');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('PreviewPage', () => {
  it('says "Missing partId in URL parameters" without a part id, and asks nothing', () => {
    serve('', 'text/plain');
    open('?name=bill.pdf');
    expect(screen.getByRole('alert')).toHaveTextContent('Missing partId in URL parameters');
    expect(requests).toEqual([]);
  });

  it('shows "Loading..." and then a PDF in a frame, with its type and size in KB', async () => {
    serve('%PDF-1.7 '.repeat(228), 'application/pdf');
    open('?partId=p1&name=bill.pdf');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByTitle('bill.pdf')).toHaveAttribute('src', 'blob:http://localhost/preview');
    expect(screen.getByText('application/pdf · 2.00 KB')).toBeInTheDocument();
    // StrictMode runs the effect twice in tests; the first request is aborted.
    expect(new Set(requests)).toEqual(new Set(['/api/attachments/p1']));
  });

  it('takes the type from the extension when the server says only octet-stream', async () => {
    serve('line one\nline two', 'application/octet-stream');
    open('?partId=p2&name=notes.txt');
    expect(await screen.findByText(/line one/)).toHaveClass('preview-text');
  });

  it('shows an HTML attachment as its source, never as live HTML', async () => {
    serve('<img src=x onerror="alert(1)"><b>Bold</b>', 'text/html');
    const { router } = open('?partId=p3&name=page.html');
    expect(await screen.findByText('<img src=x onerror="alert(1)"><b>Bold</b>')).toBeInTheDocument();
    expect(document.querySelector('.preview-page img, .preview-page b')).toBeNull();
    expect(router.state.location.pathname).toBe('/preview');
  });

  it.each([
    ['image/png', 'scan.png', 'img'],
    ['video/mp4', 'clip.mp4', 'video'],
    ['audio/mpeg', 'memo.mp3', 'audio'],
  ])('plays or shows %s in its own element', async (type, name, tag) => {
    serve('bytes', type);
    open(`?partId=p4&name=${name}`);
    await screen.findByText(`${type} · 0.00 KB`);
    expect(document.querySelector(`.preview-media ${tag}`)).toHaveAttribute('src', 'blob:http://localhost/preview');
  });

  it.each([
    ['report.docx', 'Office Document', /Word/],
    ['archive.zip', 'File Preview Unavailable', /cannot be previewed/],
  ])('offers %s for download with "%s"', async (name, title, detail) => {
    serve('PK', 'application/octet-stream');
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = open(`?partId=p5&name=${name}`);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText(detail)).toBeInTheDocument();
    const [inBar, inMessage] = screen.getAllByRole('button', { name: 'Download' });
    await user.click(inMessage!);
    await user.click(inBar!);
    expect(click).toHaveBeenCalledTimes(2);
  });

  it('says "Failed to fetch attachment" when the server refuses', async () => {
    serve('', 'application/json', 404);
    open('?partId=nope&name=x.pdf');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch attachment');
  });

  it('says "Error reading attachment data" when the content cannot be read', async () => {
    serve('text', 'text/plain');
    jest.spyOn(NodeBlob.prototype, 'text').mockRejectedValue(new Error('unreadable'));
    open('?partId=p6&name=x.txt');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error reading attachment data');
  });

  it('closes a window a script opened, and revokes its object URL when it goes', async () => {
    serve('%PDF', 'application/pdf');
    const close = jest.spyOn(window, 'close').mockImplementation(() => undefined);
    Object.defineProperty(window, 'opener', { value: {}, configurable: true });
    const { user, router } = open('?partId=p7&name=bill.pdf');
    await screen.findByTitle('bill.pdf');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(close).toHaveBeenCalled();
    await act(() => router.navigate('/elsewhere'));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/preview');
    Object.defineProperty(window, 'opener', { value: null, configurable: true });
  });
});
