import { idParam, messageResponse } from '../../../shared/contract/common';
import {
  emailCommentBody,
  emailCommentResponse,
  emailResponse,
  emailReviewResponse,
  emailSummaryResponse,
  emailUpdateBody,
  reviewStatusBody,
  type EmailComment,
} from '../../../shared/contract/emails';
import { currentUser, type AuthUser } from '../../auth/guard';
import { nowIso } from '../../db/ids';
import type { WorkDone } from '../../db/repositories/activity';
import { parseComments } from '../../db/repositories/emailMappers';
import type { EmailEdit, EmailRow } from '../../db/repositories/emails';
import { notFound } from '../../http/errors';
import type { ZodApp } from '../../http/validate';
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

export function emailItemRoutes(app: ZodApp, service: EmailService) {
  const { emails } = service;

  /** Applies the edit and records the work it did, in one transaction. */
  async function edit(caller: AuthUser, id: string, change: (row: EmailRow) => EmailEdit): Promise<EmailRow> {
    const row = await completeWork(service.repos, caller, async (trx, done) => {
      let before: EmailRow | undefined;
      const after = await trx.emails.edit(id, (current) => {
        before = current;
        return change(current);
      });
      if (before && after) workOf(before, after, done);
      return after;
    });
    if (!row) throw notFound('Email not found');
    return row;
  }

  app.get('/:id', { schema: { params: idParam, response: { 200: emailResponse } } }, async (request) => {
    const { id } = request.params;
    return { email: await service.detailOf(await service.reachable(currentUser(request), id)) };
  });

  /** A changed comment is recorded in the history as PATCH /comment does; clearing it is allowed here. */
  app.put('/:id', { schema: { params: idParam, body: emailUpdateBody, response: { 200: emailSummaryResponse } } }, async (request) => {
    const { id } = request.params;
    const { body } = request;
    const caller = currentUser(request);
    await service.reachable(caller, id);
    await edit(caller, id, (current) => ({
      ...(body.subject !== undefined ? { subject: body.subject } : {}),
      ...(body.isReviewed !== undefined ? { is_reviewed: body.isReviewed ? 1 : 0 } : {}),
      ...(body.comment !== undefined ? commentEdit(current, body.comment, caller) : {}),
    }));
    return { email: await service.summaryOf(id) };
  });

  /** Any user of the e-mail's client may delete it, as they may delete the client's invoices. */
  app.delete('/:id', { schema: { params: idParam, response: { 200: messageResponse } } }, async (request) => {
    const { id } = request.params;
    const caller = currentUser(request);
    await service.reachable(caller, id);
    if (!(await emails.delete(id, caller.id))) throw notFound('Email not found');
    return { message: 'Email deleted' };
  });

  const reviewStatus = { params: idParam, body: reviewStatusBody, response: { 200: emailReviewResponse } };
  app.patch('/:id/review-status', { schema: reviewStatus }, async (request) => {
    const { id } = request.params;
    const { isReviewed } = request.body;
    const caller = currentUser(request);
    await service.reachable(caller, id);
    const row = await edit(caller, id, () => ({ is_reviewed: isReviewed ? 1 : 0 }));
    return { email: await service.summaryOf(id), isReviewed: row.is_reviewed === 1 };
  });

  app.patch('/:id/toggle-review', { schema: { params: idParam, response: { 200: emailReviewResponse } } }, async (request) => {
    const { id } = request.params;
    const caller = currentUser(request);
    await service.reachable(caller, id);
    const row = await completeWork(service.repos, caller, async (trx, done) => {
      const toggled = await trx.emails.toggleReviewed(id);
      if (toggled?.is_reviewed === 1) done(work.taskReviewed(toggled));
      return toggled;
    });
    if (!row) throw notFound('Email not found');
    return { email: await service.summaryOf(id), isReviewed: row.is_reviewed === 1 };
  });

  /** Adds and updates alike (SPEC.md section 7): the text becomes the comment and joins the history. */
  const comment = { params: idParam, body: emailCommentBody, response: { 200: emailCommentResponse } };
  app.patch('/:id/comment', { schema: comment }, async (request) => {
    const { id } = request.params;
    const { comment } = request.body;
    const caller = currentUser(request);
    await service.reachable(caller, id);
    await edit(caller, id, (current) => withComment(current, comment, caller));
    const email = await service.summaryOf(id);
    return { email, comment: email.comment, comments: email.comments };
  });
}
