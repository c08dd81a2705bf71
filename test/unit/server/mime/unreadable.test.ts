/** @jest-environment node */
import { parseMessage } from '../../../../src/server/intake/mime/parseMessage';
import { mime } from './samples';

jest.mock('mailparser', () => ({
  simpleParser: jest.fn(async () => {
    throw new Error('Maximum call stack size exceeded');
  }),
}));

describe('parseMessage on a message mailparser cannot read at all', () => {
  it('answers an unreadable message with the reason instead of throwing', async () => {
    const parsed = await parseMessage(mime('From: a@b.example\nSubject: hopeless\n\nbody\n'));
    expect(parsed).toMatchObject({ readable: false, subject: '', attachments: [], text: null });
    expect(parsed.problems).toEqual(['The message structure could not be read (Maximum call stack size exceeded); the raw message is kept.']);
  });
});
