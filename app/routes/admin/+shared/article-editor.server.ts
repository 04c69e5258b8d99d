import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { getDb } from "~/db/client.server";
import { isUniqueViolation } from "~/db/errors.server";
import { AuditAction } from "~/models/audit-action";
import { recordAuditEntry } from "~/models/audit-entry.server";
import {
  ArticleChangedError,
  ArticleDeletedError,
  createArticle,
  deleteArticle,
  getArticleById,
  saveArticleChanges,
  slugHolder,
  type Article,
  type ArticleInput,
} from "~/models/article.server";
import { contentChanged } from "~/utils/content-events.server";
import { logger } from "~/utils/logger.server";
import { dayIn, goesLiveAt } from "~/utils/publication-day";
import type { Toast } from "~/utils/toast";
import type { SessionUser } from "~/utils/user";
import { articleUpdateTarget } from "~/utils/audit-targets.server";
import {
  ArticleFormSchema,
  articleToasts,
  EDITED_VERSION_FIELD,
  FORMER_SLUG_MESSAGE,
  OFFERED_DAY_FIELD,
  SLUG_TAKEN_MESSAGE,
  type ArticleFormValues,
} from "~/validation/article";

/**
 * The day a save publishes on. A new article's form offers the day it was opened as today; kept as offered, it still
 * means now, or an article written across midnight would go live backdated to the start of the day before.
 */
function publishDay(day: string, offeredDay: FormDataEntryValue | null, existing: Article | null, now: Date): string {
  const today = dayIn(now);
  return !existing && day === offeredDay && day < today ? today : day;
}

function toArticleInput(
  values: ArticleFormValues,
  offeredDay: FormDataEntryValue | null,
  existing: Article | null,
  now: Date,
): ArticleInput {
  return {
    slug: values.slug,
    title: values.title,
    summary: values.summary,
    content: values.content,
    author: values.author,
    categories: values.categories,
    tags: values.tags,
    faqs: values.faqs,
    bannerUrl: values.bannerUrl,
    ogImageUrl: values.ogImageUrl,
    readTime: values.readTime,
    featured: values.featured,
    publishedAt: goesLiveAt(
      publishDay(values.publishDate, offeredDay, existing, now),
      existing?.publishedAt ?? null,
      now,
    ),
  };
}

/**
 * The action behind the article form, for both create and edit: validates with the form's own schema,
 * refuses a slug another article uses, and saves the article with its audit entry in one transaction.
 * Every failure is a field error or the spec's toast, never an unhandled error.
 */
export async function saveArticle({
  formData,
  user,
  clientIp,
  existing,
  now = new Date(),
}: {
  formData: FormData;
  user: SessionUser;
  clientIp: string | null;
  existing: Article | null;
  now?: Date;
}) {
  const editedVersion = formData.get(EDITED_VERSION_FIELD);
  const submission = parseWithZod(formData, { schema: ArticleFormSchema });
  if (submission.status !== "success") {
    return { ok: false as const, status: 400, result: submission.reply(), toast: null };
  }
  const db = getDb();
  const slugTaken = (message = SLUG_TAKEN_MESSAGE) => ({
    ok: false as const,
    status: 400,
    result: submission.reply({ fieldErrors: { slug: [message] } }),
    toast: null,
  });
  const holder = await slugHolder(db, submission.value.slug, existing?.id);
  if (holder) return slugTaken(holder === "article" ? SLUG_TAKEN_MESSAGE : FORMER_SLUG_MESSAGE);

  try {
    const article = await db.transaction().execute(async (trx) => {
      const input = toArticleInput(submission.value, formData.get(OFFERED_DAY_FIELD), existing, now);
      const edit = existing
        ? await saveArticleChanges(
            trx,
            existing.id,
            input,
            now,
            typeof editedVersion === "string" ? editedVersion : undefined,
          )
        : null;
      const saved = edit?.article ?? (await createArticle(trx, input, now));
      await recordAuditEntry(
        trx,
        {
          userId: user.id,
          email: user.email,
          action: edit ? AuditAction.articleUpdated : AuditAction.articleCreated,
          // Compared with what the save wrote: markup the sanitizer dropped changed nothing.
          target: edit ? articleUpdateTarget(edit.before, edit.saved) : saved.slug,
          ipAddress: clientIp,
        },
        now,
      );
      return saved;
    });
    // Again after the commit: a page rendered from the data before it must not stay cached. A save that changed
    // nothing kept the article's version (updatedAt), and every cached page is still right.
    if (!existing || article.updatedAt !== existing.updatedAt) contentChanged();
    return {
      ok: true as const,
      status: 200,
      article,
      result: submission.reply({ resetForm: !existing }),
      toast: existing ? articleToasts.updated : articleToasts.created,
    };
  } catch (error) {
    // Two admins saving the same new slug at once: the second one loses the race at the unique index.
    if (isUniqueViolation(error)) return slugTaken();
    // The form keeps what this admin typed; saving it would silently undo the other admin's save.
    if (error instanceof ArticleChangedError) {
      return {
        ok: false as const,
        status: 409,
        result: submission.reply({ formErrors: [articleToasts.changedElsewhere.description] }),
        toast: articleToasts.changedElsewhere,
      };
    }
    // Deleted by another admin after this request found the article: said as when the delete came first.
    if (error instanceof ArticleDeletedError) return articleDeletedOutcome(formData);
    logger.error({ err: error, articleId: existing?.id }, "article could not be saved");
    return {
      ok: false as const,
      status: 500,
      result: submission.reply({ formErrors: [articleToasts.saveFailed.description] }),
      toast: articleToasts.saveFailed,
    };
  }
}

/** A save of an article deleted after its form was opened: refused, with the form kept as it was sent. */
export function articleDeletedOutcome(formData: FormData) {
  return {
    ok: false as const,
    status: 404,
    result: parseWithZod(formData, { schema: ArticleFormSchema }).reply({
      formErrors: [articleToasts.deletedElsewhere.description],
    }),
    toast: articleToasts.deletedElsewhere,
  };
}

/** The answer of a save that stays on the form: its state for Conform and a toast to show. */
export function articleFormReply(outcome: { status: number; result: SubmissionResult<string[]>; toast: Toast | null }) {
  return data({ result: outcome.result, toast: outcome.toast }, { status: outcome.status });
}

/** Deletes an article (its lists, search entry and old-slug redirects go with it) and records who did. */
export async function removeArticle({
  articleId,
  user,
  clientIp,
}: {
  articleId: FormDataEntryValue | null;
  user: SessionUser;
  clientIp: string | null;
}) {
  const db = getDb();
  const notFound = () =>
    data(
      {
        toast: { type: "error" as const, title: "Article not found", description: "It may have been deleted already." },
      },
      { status: 404 },
    );
  const article = typeof articleId === "string" && articleId !== "" ? await getArticleById(db, articleId) : null;
  if (!article) return notFound();
  try {
    const deleted = await db.transaction().execute(async (trx) => {
      // Deleted from two tabs at once, PostgreSQL lets both find the article: only the delete that removed it counts.
      if (!(await deleteArticle(trx, article.id))) return false;
      await recordAuditEntry(trx, {
        userId: user.id,
        email: user.email,
        action: AuditAction.articleDeleted,
        target: article.slug,
        ipAddress: clientIp,
      });
      return true;
    });
    if (!deleted) return notFound();
    contentChanged();
  } catch (error) {
    logger.error({ err: error, articleId: article.id }, "article could not be deleted");
    return data({ toast: articleToasts.deleteFailed }, { status: 500 });
  }
  return data({ toast: articleToasts.deleted });
}
