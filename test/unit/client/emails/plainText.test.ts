import { emailContent, htmlToPlainText } from '../../../../src/client/features/emails/plainText';

const email = (body: string, html: string | null, text: string | null = null) => ({ body, rawEmailData: { html, text } });

describe('htmlToPlainText', () => {
  it('keeps line breaks from <br> and block elements and collapses the source layout', () => {
    const html = '<div>Dear   customer,</div>\n\n<p>Your bill is\n ready.<br>Amount: $10.00</p><ul><li>One</li><li>Two</li></ul>';
    expect(htmlToPlainText(html)).toBe('Dear customer,\n\nYour bill is ready.\nAmount: $10.00\n\nOne\nTwo');
  });

  it('puts table cells of a row on one line, rows on their own', () => {
    expect(htmlToPlainText('<table><tr><td>Total</td><td>$42.00</td></tr><tr><td>Due</td><td>May 1</td></tr></table>')).toBe('Total $42.00\nDue May 1');
  });

  it('decodes entities and drops what the reader never sees', () => {
    const html = '<html><head><title>T</title><style>p{color:red}</style></head><body><script>alert(1)</script><p>Fish &amp; chips &lt;3&nbsp;today</p></body></html>';
    expect(htmlToPlainText(html)).toBe('Fish & chips <3 today');
  });

  it('keeps preformatted text as it is', () => {
    expect(htmlToPlainText('<pre>a   b\n  c</pre>')).toBe('a   b\n  c');
  });

  it('reads a hostile body without running it', () => {
    const spy = jest.fn();
    Object.assign(window, { hostileSpy: spy });
    expect(htmlToPlainText('<img src=x onerror="hostileSpy()"><script>hostileSpy()</script>Hello')).toBe('Hello');
    expect(spy).not.toHaveBeenCalled();
  });
});

describe('emailContent', () => {
  it('prefers the e-mail\'s own plain text', () => {
    expect(emailContent(email('Plain body', '<p>Html body</p>', 'raw text'))).toEqual({ html: '<p>Html body</p>', text: 'Plain body' });
    expect(emailContent(email('', '<p>Html body</p>', 'raw text'))).toEqual({ html: '<p>Html body</p>', text: 'raw text' });
  });

  it('derives the text from the HTML when the message had none', () => {
    expect(emailContent(email('  ', '<p>Line one</p><p>Line two</p>'))).toEqual({ html: '<p>Line one</p><p>Line two</p>', text: 'Line one\n\nLine two' });
  });

  it('has no text when the HTML has none to give, and nothing at all for an empty message', () => {
    expect(emailContent(email('', '<img src="https://a.example/x.png">'))).toEqual({ html: '<img src="https://a.example/x.png">', text: null });
    expect(emailContent(email('', '   ', ''))).toEqual({ html: null, text: null });
  });
});
