import { baseApi } from './baseApi';
import { clientEmails, EMAIL_LISTS } from './emailsApi';

/*
 * The shared contract has no schema for these two calls yet: the server reads them by hand
 * (src/server/intake/receiver/httpInput.ts) and declares its answer in routes/emails/receive.ts.
 */

export interface EmailAttachmentInput {
  filename?: string;
  contentType?: string;
  /** base64, optionally as a data: URL. */
  content: string;
}

/** An e-mail as fields, or as the raw RFC 822 message; without clientId, its recipients name the client. */
export type EmailSubmission =
  | {
      from: string;
      to?: string | string[];
      cc?: string | string[];
      subject?: string;
      text?: string | null;
      html?: string | null;
      clientId?: string;
      attachments?: EmailAttachmentInput[];
    }
  | { raw: string; clientId?: string };

export interface ReceivedEmail {
  id: string;
  clientId: string;
  status: string;
}

export interface ReceiveResponse {
  email: ReceivedEmail;
  /** One per client when the recipients name several. */
  emails: ReceivedEmail[];
  message: string;
}

/** The lists the new e-mails join; intake writes their invoices and report later, on its own. */
const receivedTags = (result: ReceiveResponse | undefined) => (result ? [EMAIL_LISTS, ...result.emails.map((e) => clientEmails(e.clientId))] : []);

/** SPEC.md section 7 "Emails": e-mail handed in over HTTP, taking the same path as one received by SMTP. */
export const emailIntakeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createEmail: build.mutation<ReceiveResponse, EmailSubmission>({
      query: (body) => ({ url: '/api/emails', method: 'POST', body }),
      invalidatesTags: receivedTags,
    }),
    /** The form's `email` holds the message (a file or a field) or its fields as JSON; `files` parts are attachments. */
    receiveEmail: build.mutation<ReceiveResponse, FormData>({
      query: (form) => ({ url: '/api/emails/receive', method: 'POST', body: form }),
      invalidatesTags: receivedTags,
    }),
  }),
});

export const { useCreateEmailMutation, useReceiveEmailMutation } = emailIntakeApi;
