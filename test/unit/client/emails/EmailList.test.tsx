/** @jest-environment ./test/unit/jsdomWithFetch.ts */
import { screen, waitFor, within } from '@testing-library/react';
import { useGetClientEmailsQuery } from '../../../../src/client/api/emailsApi';
import type { EmailSummary } from '../../../../src/shared/contract/emails';
import { EmailList } from '../../../../src/client/features/emails/EmailList';
import { INLINE_IMAGE_MAX_BYTES } from '../../../../src/client/features/emails/useInlineImages';
import { mockApi, renderRoute, type Call } from '../harness';
import { makeEmail, pageOf } from './fixtures';

type Answer = { status: number; body?: unknown; text?: string };
type Change = (call: Call) => Answer | undefined | Promise<Answer | undefined>;

/** The list as the Members screen feeds it: from the cached page, so optimistic changes show. */
function CachedList({ onError, readOnly }: { onError: (title: string, detail: string) => void; readOnly?: boolean }) {
  const { data } = useGetClientEmailsQuery({ clientId: 'c1', page: 1, limit: 20 });
  return data ? <EmailList emails={data.emails} onError={onError} readOnly={readOnly} /> : <p>Loading</p>;
}

/** A tiny server: the list, and changes answered by `change` (default: applied and echoed). */
function serve(emails: EmailSummary[], change?: Change) {
  return mockApi(async (call) => {
    if (call.method === 'GET') return { status: 200, body: pageOf(emails) };
    const answer = await change?.(call);
    if (answer) return answer;
    const email = emails.find((e) => call.path.includes(`/${e.id}/`))!;
    if (call.path.endsWith('/toggle-review')) {
      email.isReviewed = !email.isReviewed;
      return { status: 200, body: { email, isReviewed: email.isReviewed } };
    }
    const { comment } = call.body as { comment: string };
    email.comment = comment;
    email.comments = [...email.comments, { text: comment, userId: 'u1', userName: 'Ana', createdAt: '2026-03-03T09:00:00.000Z' }];
    return { status: 200, body: { email, comment, comments: email.comments } };
  });
}

function setup(emails: EmailSummary[], options: { change?: Change; readOnly?: boolean } = {}) {
  const calls = serve(emails, options.change);
  const onError = jest.fn();
  const rendered = renderRoute('/', <CachedList onError={onError} readOnly={options.readOnly} />, '/');
  return { ...rendered, calls, onError };
}

const item = (subject: string) => screen.getByText(subject).closest('article')!;
const changes = (calls: Call[]) => calls.filter((c) => c.method !== 'GET');

describe('EmailList', () => {
  it('shows the e-mails in the order given, collapsed, and expands and collapses one', async () => {
    const { user } = setup([makeEmail({ id: 'e2', subject: 'Newer' }), makeEmail({ id: 'e1', subject: 'Older' })]);
    const toggles = await screen.findAllByRole('button', { expanded: false, name: /Newer|Older/ });
    expect(toggles.map((t) => t.textContent)).toEqual(['Newer', 'Older']);
    expect(item('Newer')).toHaveAttribute('data-item-id', 'e2');

    await user.click(toggles[0]!);
    expect(toggles[0]).toHaveAttribute('aria-expanded', 'true');
    expect(within(item('Newer')).getByText('No Attachments')).toBeInTheDocument();
    expect(within(item('Newer')).getByText(/Your water bill is ready/)).toBeInTheDocument();
    expect(within(item('Older')).queryByText('No Attachments')).not.toBeInTheDocument();

    await user.click(toggles[0]!);
    expect(within(item('Newer')).queryByText('No Attachments')).not.toBeInTheDocument();
  });

  it('shows and hides the full content in the body viewer', async () => {
    const { user } = setup([makeEmail()]);
    await user.click(await screen.findByRole('button', { name: 'Water bill for March' }));
    await user.click(screen.getByRole('button', { name: 'Show Full Content' }));
    expect(screen.getByRole('tab', { name: 'Web View' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTitle('Content of Water bill for March')).toHaveAttribute('sandbox', 'allow-same-origin allow-popups allow-popups-to-escape-sandbox');
    await user.click(screen.getByRole('tab', { name: 'Plain Text' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Amount due: $42.00');
    await user.click(screen.getByRole('button', { name: 'Hide Full Content' }));
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it("shows the message's own raster cid: pictures in Web View, fetched when the full content is shown", async () => {
    const part = (partId: string, filename: string, contentType: string, size = 3) => ({ partId, filename, contentType, size, contentId: `${partId}@water.example`, documentKind: null });
    const attachments = [part('logo', 'logo.png', 'image/png'), part('scan', 'scan.tiff', 'image/tiff'), part('huge', 'huge.png', 'image/png', INLINE_IMAGE_MAX_BYTES + 1)];
    const html = `<p>Bill ${attachments.map((a) => `<img alt="${a.filename}" src="cid:${a.contentId}">`).join('')}</p>`;
    const calls = mockApi(async (call) => {
      if (call.path.startsWith('/api/attachments/')) return { status: 200, text: 'PNG' };
      return { status: 200, body: pageOf([makeEmail({ rawEmailData: { html, text: null }, attachments })]) };
    });
    const fetched = () => calls.filter((c) => c.path.startsWith('/api/attachments/')).map((c) => c.path);
    const { user } = renderRoute('/', <CachedList onError={jest.fn()} />, '/');
    await user.click(await screen.findByRole('button', { name: 'Water bill for March' }));
    expect(fetched()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Show Full Content' }));
    const frame = screen.getByTitle('Content of Water bill for March');
    await waitFor(() => expect(frame.getAttribute('srcdoc')).toContain('alt="logo.png" src="data:image/png;base64,UE5H"'));
    expect(frame.getAttribute('srcdoc')).toContain('alt="scan.tiff" src="cid:scan@water.example"');
    expect(frame.getAttribute('srcdoc')).toContain('alt="huge.png" src="cid:huge@water.example"');
    // StrictMode runs the effect twice in tests, the first run's request aborted: the logo only, whatever the count.
    expect(fetched().length).toBeGreaterThan(0);
    expect(fetched().every((path) => path === '/api/attachments/logo')).toBe(true);
  });

  it('leaves a picture whose fetch fails as its cid: name, with the rest of the message shown', async () => {
    const logo = { partId: 'logo', filename: 'logo.png', contentType: 'image/png', size: 3, contentId: 'logo@water.example', documentKind: null };
    const html = '<p>Bill due <img alt="logo.png" src="cid:logo@water.example"></p>';
    const calls = mockApi(async (call) => {
      if (call.path.startsWith('/api/attachments/')) return { status: 404, body: { message: 'Attachment not found' } };
      return { status: 200, body: pageOf([makeEmail({ rawEmailData: { html, text: null }, attachments: [logo] })]) };
    });
    const failure = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderRoute('/', <CachedList onError={jest.fn()} />, '/');
    await user.click(await screen.findByRole('button', { name: 'Water bill for March' }));
    await user.click(screen.getByRole('button', { name: 'Show Full Content' }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith('An inline picture could not be loaded', expect.anything()));
    expect(calls.some((c) => c.path === '/api/attachments/logo')).toBe(true);
    const srcdoc = screen.getByTitle('Content of Water bill for March').getAttribute('srcdoc');
    expect(srcdoc).toContain('Bill due');
    expect(srcdoc).toContain('alt="logo.png" src="cid:logo@water.example"');
    failure.mockRestore();
  });

  it('ignores a comment that is blank after trimming', async () => {
    const { user, calls } = setup([makeEmail()]);
    await user.click(await screen.findByRole('button', { name: 'Water bill for March' }));
    await user.click(screen.getByRole('button', { name: 'Add Comment' }));
    await user.type(screen.getByLabelText('Comment text'), '   ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Comment text')).toBeInTheDocument();
    expect(changes(calls)).toEqual([]);
  });

  it('saves a comment, shows it, and lists it in the history', async () => {
    const { user, calls, onError } = setup([makeEmail()]);
    await user.click(await screen.findByRole('button', { name: 'Water bill for March' }));
    await user.click(screen.getByRole('button', { name: 'Add Comment' }));
    await user.type(screen.getByLabelText('Comment text'), '  Checked against the meter  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Edit Comment' })).toBeInTheDocument();
    expect(changes(calls)).toEqual([{ method: 'PATCH', path: '/api/emails/e1/comment', body: { comment: 'Checked against the meter' } }]);
    expect(await screen.findByRole('list', { name: 'Comment history' })).toHaveTextContent('Checked against the meter');
    expect(onError).not.toHaveBeenCalled();
  });

  it.each([
    ['', { status: 500, body: { message: 'Database unavailable' } }, 'Error Adding Comment', 'Failed to add comment: Database unavailable'],
    ['Old note', { status: 500, body: {} }, 'Error Updating Comment', 'Failed to update comment: Unknown error'],
    ['Old note', { status: 502, text: '<html>Bad gateway</html>' }, 'Error Updating Comment', 'Failed to update comment: Server error (502): The comment endpoint may not be implemented correctly.'],
  ])('reports a failed comment (existing "%s") and keeps the old text', async (existing, answer, title, detail) => {
    const { user, onError } = setup([makeEmail({ comment: existing })], { change: () => answer });
    await user.click(await screen.findByRole('button', { name: 'Water bill for March' }));
    await user.click(screen.getByRole('button', { name: existing ? 'Edit Comment' : 'Add Comment' }));
    await user.clear(screen.getByLabelText('Comment text'));
    await user.type(screen.getByLabelText('Comment text'), 'New note');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onError).toHaveBeenCalledWith(title, detail));
    // The error is reported as the request settles; Cancel is enabled by the render after it.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(existing || 'No comment')).toBeInTheDocument();
  });

  it('toggles reviewed: the border turns green before the server answers', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const { user, calls } = setup([makeEmail()], { change: async () => (await answered, undefined) });
    await user.click(await screen.findByRole('button', { name: 'Mark Reviewed' }));
    await waitFor(() => expect(item('Water bill for March')).toHaveClass('email-item-reviewed'));
    expect(changes(calls)).toEqual([{ method: 'PATCH', path: '/api/emails/e1/toggle-review', body: undefined }]);
    answer();
    expect(await screen.findByRole('button', { name: 'Mark Unreviewed' })).toBeInTheDocument();
    expect(item('Water bill for March')).toHaveClass('email-item-reviewed');
  });

  it('undoes a refused review toggle and reports "Error Updating Task"', async () => {
    const { user, onError } = setup([makeEmail()], { change: () => ({ status: 403, body: { message: 'Not your client' } }) });
    await user.click(await screen.findByRole('button', { name: 'Mark Reviewed' }));
    await waitFor(() => expect(onError).toHaveBeenCalledWith('Error Updating Task', 'Failed to update task: Not your client'));
    await waitFor(() => expect(item('Water bill for March')).toHaveClass('email-item-unreviewed'));
  });

  it('read-only shows no control that changes the e-mail', async () => {
    const { user } = setup([makeEmail({ comment: 'Paid' })], { readOnly: true });
    await user.click(await screen.findByRole('button', { name: 'Water bill for March' }));
    expect(screen.queryByRole('button', { name: /Mark (Un)?[Rr]eviewed/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Comment/ })).not.toBeInTheDocument();
    expect(screen.getByText('Paid', { selector: 'p' })).toBeInTheDocument();
  });
});
