import type { EmailDetail, EmailSummary } from '../../../../src/shared/contract/emails';

export function makeEmail(overrides: Partial<EmailSummary> = {}): EmailSummary {
  return {
    id: 'e1',
    clientId: 'c1',
    subject: 'Water bill for March',
    body: 'Your water bill is ready.\nAmount due: $42.00',
    rawEmailData: { html: '<p>Your water bill is <b>ready</b>.</p>', text: null },
    senderEmail: 'billing@water.example',
    senderName: 'Water Co',
    isReviewed: false,
    comment: '',
    comments: [],
    status: 'processed',
    reportId: 'r1',
    attachments: [],
    createdAt: '2026-03-02T10:00:00.000Z',
    updatedAt: '2026-03-02T10:05:00.000Z',
    ...overrides,
  };
}

export function makeDetail(overrides: Partial<EmailDetail> = {}): EmailDetail {
  return { ...makeEmail(), attachments: [], rawMimeContent: 'From: billing@water.example', rawMimeTruncated: false, ...overrides } as EmailDetail;
}

export const pageOf = (emails: EmailSummary[]) => ({ emails, total: emails.length, page: 1, totalPages: 1 });
