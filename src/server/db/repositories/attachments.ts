import { createHash } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { AttachmentMeta, AttachmentWithContent } from '../../../shared/contract/attachments';
import { DOCUMENT_KINDS, type DocumentKind } from '../../../shared/contract/documentKinds';
import type { DatabaseKind } from '../database';
import { newId, nowIso } from '../ids';
import { jsonWriter, type JsonValue } from '../jsonText';
import type { AttachmentsTable, Database } from '../schema';

export type AttachmentRow = Selectable<AttachmentsTable>;
type MetaRow = Pick<AttachmentRow, 'id' | 'email_id' | 'filename' | 'content_type' | 'size' | 'content_id' | 'document_kind'>;

/** A stored kind the contract knows, else none. */
function documentKind(stored: string | null): DocumentKind | null {
  return (DOCUMENT_KINDS as readonly string[]).includes(stored ?? '') ? (stored as DocumentKind) : null;
}

/** An attachment with its content, for an e-mail's details (the content is no list's business). */
export function toAttachmentWithContent(row: MetaRow & { content: Buffer }): AttachmentWithContent {
  return {
    partId: row.id,
    filename: row.filename,
    contentType: row.content_type,
    size: Number(row.size),
    contentId: row.content_id,
    documentKind: documentKind(row.document_kind),
    base64: Buffer.from(row.content).toString('base64'),
  };
}

/** An attachment as an e-mail's list item names it (emailSummaryJson). */
export function attachmentMetaJson(kind: DatabaseKind): JsonValue<AttachmentMeta> {
  const json = jsonWriter<AttachmentRow>(kind, 'attachments');
  return json.object<AttachmentMeta>({
    partId: json.value('id'),
    filename: json.value('filename'),
    contentType: json.value('content_type'),
    size: json.count('size'),
    contentId: json.value('content_id'),
    documentKind: json.oneOf('document_kind', DOCUMENT_KINDS, null),
  });
}

const META_COLUMNS = ['id', 'email_id', 'filename', 'content_type', 'size', 'content_id', 'document_kind'] as const;

export function createAttachmentsRepository(db: Kysely<Database>) {
  return {
    findById(id: string): Promise<AttachmentRow | undefined> {
      return db.selectFrom('attachments').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async withContentOf(emailId: string): Promise<AttachmentWithContent[]> {
      const rows = await db
        .selectFrom('attachments')
        .select([...META_COLUMNS, 'content'])
        .where('email_id', '=', emailId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map(toAttachmentWithContent);
    },

    /** A file that belongs to a client but to no e-mail (an uploaded invoice PDF). */
    async createForClient(clientId: string, file: { filename: string; contentType: string; content: Buffer }): Promise<AttachmentRow> {
      const row: AttachmentRow = {
        id: newId(),
        email_id: null,
        client_id: clientId,
        filename: file.filename,
        content_type: file.contentType,
        size: file.content.length,
        sha256: createHash('sha256').update(file.content).digest('hex'),
        content: file.content,
        inline: 0,
        content_id: null,
        document_kind: null,
        created_at: nowIso(),
      };
      await db.insertInto('attachments').values(row).execute();
      return row;
    },
  };
}

export type AttachmentsRepository = ReturnType<typeof createAttachmentsRepository>;
