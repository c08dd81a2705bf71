/** A message as the pipeline needs it, whatever state the MIME was in. */
export interface ParsedMessage {
  messageId: string | null;
  subject: string;
  from: MailAddress | null;
  /** To, Cc, Delivered-To and X-Original-To, lower-cased, without duplicates. */
  recipients: string[];
  /** ISO timestamp from the Date header, when it could be read. */
  sentAt: string | null;
  text: string | null;
  html: string | null;
  attachments: ParsedAttachment[];
  /** What went wrong while reading; the message is still usable when this is non-empty. */
  problems: string[];
  /** False when the structure could not be read at all and only the raw message is kept. */
  readable: boolean;
}

export interface MailAddress {
  address: string;
  name: string | null;
}

export interface ParsedAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
  inline: boolean;
  contentId: string | null;
  /** A PDF by type, by name or by its %PDF- signature. */
  isPdf: boolean;
  /** Where it came from when it was not a top-level part: "Forwarded.eml" or "winmail.dat". */
  extractedFrom: string | null;
}
