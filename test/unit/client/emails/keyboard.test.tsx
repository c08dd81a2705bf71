/** @jest-environment ./test/unit/jsdomWithFetch.ts */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { EmailList } from '../../../../src/client/features/emails/EmailList';
import { mockApi, renderRoute } from '../harness';
import { makeEmail } from './fixtures';

const emails = [makeEmail({ id: 'e2', subject: 'Second' }), makeEmail({ id: 'e1', subject: 'First' })];
let moveTo: (id: string) => void = () => undefined;

/** Stands in for the Members screen's j/k cursor. */
function Cursor() {
  const [activeId, setActiveId] = useState<string | null>(null);
  moveTo = setActiveId;
  return <EmailList emails={emails} activeId={activeId} />;
}

const article = (id: string) => document.querySelector<HTMLElement>(`[data-item-id="${id}"]`)!;

describe('EmailItem keyboard', () => {
  it('takes focus when the cursor reaches it, marks itself current, and answers Enter, o and x', async () => {
    const calls = mockApi(() => ({ status: 200, body: { email: emails[1], isReviewed: true } }));
    const listener = jest.fn();
    window.addEventListener('keydown', listener);
    renderRoute('/', <Cursor />, '/');

    act(() => moveTo('e1'));
    expect(article('e1')).toHaveFocus();
    expect(article('e1')).toHaveAttribute('aria-current', 'true');
    expect(article('e2')).not.toHaveAttribute('aria-current');

    fireEvent.keyDown(article('e1'), { key: 'Enter' });
    expect(article('e1')).toHaveAttribute('data-expanded', 'true');
    fireEvent.keyDown(article('e1'), { key: 'o' });
    expect(article('e1')).toHaveAttribute('data-expanded', 'false');
    fireEvent.keyDown(article('e1'), { key: 'x' });
    await waitFor(() => expect(calls).toEqual([{ method: 'PATCH', path: '/api/emails/e1/toggle-review', body: undefined }]));
    // Consumed: a screen-wide shortcut handler does not act a second time.
    expect(listener).not.toHaveBeenCalled();
    window.removeEventListener('keydown', listener);

    act(() => moveTo('e2'));
    expect(article('e2')).toHaveFocus();
  });

  it('leaves keys typed inside the item alone', async () => {
    mockApi(() => ({ status: 200, body: {} }));
    const { user } = renderRoute('/', <Cursor />, '/');
    await user.click(screen.getByRole('button', { name: 'First' }));
    await user.click(screen.getByRole('button', { name: 'Add Comment' }));
    await user.type(screen.getByLabelText('Comment text'), 'ok{Enter}x');
    expect(screen.getByLabelText('Comment text')).toHaveValue('ok\nx');
    expect(article('e1')).toHaveAttribute('data-expanded', 'true');
  });
});
