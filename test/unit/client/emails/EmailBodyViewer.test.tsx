import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as sanitizer from '../../../../src/client/features/emails/sanitizeEmailHtml';
import { EmailBodyViewer } from '../../../../src/client/features/emails/EmailBodyViewer';

const view = (html: string | null, text: string | null) => render(<EmailBodyViewer content={{ html, text }} title="Message" />);

afterEach(() => jest.restoreAllMocks());

describe('EmailBodyViewer', () => {
  it('opens on Web View: the sanitised HTML in a frame where nothing can run', () => {
    view('<p onclick="alert(1)">Hello <a href="https://a.example">there</a></p><script>alert(2)</script>', 'Hello there');
    expect(screen.getByRole('tab', { name: 'Web View' })).toHaveAttribute('aria-selected', 'true');
    const frame = screen.getByTitle('Message');
    const srcdoc = frame.getAttribute('srcdoc')!;
    expect(frame.getAttribute('sandbox')).not.toContain('allow-scripts');
    expect(srcdoc).toContain('<p>Hello <a href="https://a.example" target="_blank" rel="noopener noreferrer">there</a></p>');
    expect(srcdoc).not.toMatch(/onclick|<script|alert\(2\)/);
    expect(srcdoc).toContain("Content-Security-Policy\" content=\"default-src 'none'");
  });

  it('switches to Plain Text by click or arrow key', async () => {
    const user = userEvent.setup();
    view('<p>Hello</p>', 'Hello\nsecond line');
    await user.click(screen.getByRole('tab', { name: 'Plain Text' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Hello second line');
    expect(screen.getByRole('tabpanel').querySelector('pre')).toHaveClass('email-viewer-text');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Web View' })).toHaveFocus();
    expect(screen.getByTitle('Message')).toBeInTheDocument();
  });

  it('opens on Plain Text when there is no HTML, and Web View shows the text too', async () => {
    const user = userEvent.setup();
    view(null, 'Only text');
    expect(screen.getByRole('tab', { name: 'Plain Text' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Web View' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Only text');
  });

  it('says "No content available" when there is no text to show', async () => {
    const user = userEvent.setup();
    view('<img src="https://a.example/x.png">', null);
    await user.click(screen.getByRole('tab', { name: 'Plain Text' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('No content available');
  });

  it('says "No email content available" when the message has no body at all', () => {
    view(null, null);
    expect(screen.getByText('No email content available')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('contains a rendering failure to its own message', () => {
    jest.spyOn(sanitizer, 'sanitizeEmailHtml').mockImplementation(() => {
      throw new Error('broken');
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    view('<p>x</p>', 'x');
    expect(screen.getByRole('alert')).toHaveTextContent('There was an error displaying this email content.');
  });
});
