import type { FastifyInstance } from 'fastify';
import { idParam, type MessageResponse } from '../../../shared/contract/common';
import {
  emailCommentBody,
  emailUpdateBody,
  reviewStatusBody,
  type EmailComment,
  type EmailCommentResponse,
  type EmailResponse,
  type EmailReviewResponse,
  type EmailSummaryResponse,
} from '../../../shared/contract/emails';
import { currentUser, type AuthUser } from '../../auth/guard';
import { nowIso } from '../../db/ids';
import type { WorkDone } from '../../db/repositories/activity';
import { parseComments } from '../../db/repositories/emailMappers';
import { createEmailsRepository, type EmailEdit, type EmailRow } from '../../db/repositories/emails';
import { notFound } from '../../http/errors';
import { parse } from '../../http/validate';
import { completeWork, work } from '../completed/work';
import type { EmailService } from './service';

/** A new comment becomes the current one and joins the history with its author. */
function withComment(row: EmailRow, text: string, author: AuthUser): EmailEdit {
  const entry: EmailComment = { text, userId: author.id, userName: author.name, createdAt: nowIso() };
  return { comment: text, comments: JSON.stringify([...parseComments(row.comments), entry]) };
}

/** PUT may also clear the comment; the history keeps what was said. */
function commentEdit(row: EmailRow, text: string, author: AuthUser): EmailEdit {
  if (text === row.comment) return {};
  return text === '' ? { comment: '' } : withComment(row, text, author);
}

/** The work an edit did: marked reviewed (not unreviewed), or a comment that now says something new. */
function workOf(before: EmailRow, after: EmailRow, done: (item: WorkDone) => void): void {
  if (before.is_reviewed === 0 && after.is_reviewed === 1) done(work.taskReviewed(after));
  if (after.comment.trim() !== '' && after.comment !== before.comment) done(work.taskComment(after));
}

export function emailItemRoutes(app: FastifyInstance, service: EmailService) {
  const { emails } = service;

  /** Applies the edit and records the work it did, in one transaction. */
  async function edit(caller: AuthUser, id: string, change: (row: EmailRow) => EmailEdit): Promise<EmailRow> {
    const row = await completeWork(service.db, caller, async (trx, done) => {
      let before: EmailRow | undefined;
      const after = await createEmailsRepository(trx, service.kind).edit(id, (current) => {
        before = current;
        return change(current);
      });
      if (before && after) workOf(before, after, done);
      return after;
    });
    if (!row) throw notFound('Email not found');
    return row;
  }

  app.get('/:id', { preHandler: app.authenticate }, async (request): Promise<EmailResponse> => {
    const { id } = parse(idParam, request.params);
    return { email: await service.detailOf(await service.reachable(currentUser(request), id)) };
  });

  /** A changed comment is recorded in the history as PATCH /comment does; clearing it is allowed here. */
  app.put('/:id', { preHandler: app.authenticate }, async (request): Promise<EmailSummaryResponse> => {
    const { id } = parse(idParam, request.params);
    const body = parse(emailUpdateBody, request.body);
    const caller = currentUser(request);
    await service.reachable(caller, id);
    const row = await edit(caller, id, (current) => ({
      ...(body.subject !== undefined ? { subject: body.subject } : {}),
      ...(body.isReviewed !== undefined ? { is_reviewed: body.isReviewed ? 1 : 0 } : {}),
      ...(body.comment !== undefined ? commentEdit(current, body.comment, caller) : {}),
    }));
    return { email: await service.summaryOf(row) };
  });

  /** Any user of the e-mail's client may delete it, as they may delete the client's invoices. */
  app.delete('/:id', { preHandler: app.authenticate }, async (request): Promise<MessageResponse> => {
    const { id } = parse(idParam, request.params);
    await service.reachable(currentUser(request), id);
    if (!(await emails.delete(id))) throw notFound('Email not found');
    return { message: 'Email deleted' };
  });

  app.patch('/:id/review-status', { preHandler: app.authenticate }, async (request): Promise<EmailReviewResponse> => {
    const { id } = parse(idParam, request.params);
    const { isReviewed } = parse(reviewStatusBody, request.body);
    const caller = currentUser(request);
    await service.reachable(caller, id);
    const row = await edit(caller, id, () => ({ is_reviewed: isReviewed ? 1 : 0 }));
    return { email: await service.summaryOf(row), isReviewed: row.is_reviewed === 1 };
  });

  app.patch('/:id/toggle-review', { preHandler: app.authenticate }, async (request): Promise<EmailReviewResponse> => {
    const { id } = parse(idParam, request.params);
    const caller = currentUser(request);
    await service.reachable(caller, id);
    const row = await completeWork(service.db, caller, async (trx, done) => {
      const toggled = await createEmailsRepository(trx, service.kind).toggleReviewed(id);
      if (toggled?.is_reviewed === 1) done(work.taskReviewed(toggled));
      return toggled;
    });
    if (!row) throw notFound('Email not found');
    return { email: await service.summaryOf(row), isReviewed: row.is_reviewed === 1 };
  });

  /** Adds and updates alike (SPEC.md section 7): the text becomes the comment and joins the history. */
  app.patch('/:id/comment', { preHandler: app.authenticate }, async (request): Promise<EmailCommentResponse> => {
    const { id } = parse(idParam, request.params);
    const { comment } = parse(emailCommentBody, request.body);
    const caller = currentUser(request);
    await service.reachable(caller, id);
    const row = await edit(caller, id, (current) => withComment(current, comment, caller));
    const email = await service.summaryOf(row);
    return { email, comment: email.comment, comments: email.comments };
  });
}
