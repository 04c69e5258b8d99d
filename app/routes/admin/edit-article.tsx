import { ArrowLeft } from "lucide-react";
import { data, Link, redirect, type ShouldRevalidateFunction } from "react-router";
import { AccessDeniedBoundary } from "~/components/access-denied";
import { ArticleForm } from "~/components/admin/article-form/article-form";
import { useToast } from "~/components/toaster";
import { StatusScreen } from "~/components/status-screen";
import { Button } from "~/components/ui/button";
import { getDb } from "~/db/client.server";
import { findRenamedArticleSlug, getArticleBySlug } from "~/models/article.server";
import { requireAdmin } from "~/utils/permissions.server";
import { pageMeta, siteUrlFrom } from "~/utils/seo";
import { redirectWithToast } from "~/utils/toast.server";
import { articleDeletedOutcome, articleFormReply, saveArticle } from "./+shared/article-editor.server";
import type { Route } from "./+types/edit-article";
import { readForm } from "~/utils/form.server";
import { serverActionOr } from "~/utils/server-action-or";
import { articleToFormValues, ARTICLE_FORM_BYTES, articleToasts } from "~/validation/article";

/** The article at this slug, or at the slug it was renamed to since; null when there is none (deleted). */
async function findEditedArticle(slug: string) {
  const db = getDb();
  const article = await getArticleBySlug(db, slug);
  if (article) return article;
  const renamed = await findRenamedArticleSlug(db, slug);
  return renamed ? getArticleBySlug(db, renamed) : null;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const article = await findEditedArticle(params.slug);
  if (!article) throw data({ reason: "not-found" }, { status: 404 });
  // An old slug of a renamed article leads to its current edit page.
  if (article.slug !== params.slug) throw redirect(`/admin/articles/edit/${article.slug}`, 301);
  return { id: article.id, title: article.title, values: articleToFormValues(article), version: article.updatedAt };
}

/**
 * Only this page's own saves reload the article. A post elsewhere on the page (the footer's newsletter form) would
 * otherwise hand the open form a newer version than it was opened with, and its save would overwrite a change by
 * another admin that the author never saw.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, currentUrl, defaultShouldRevalidate }) =>
  formAction && new URL(formAction, currentUrl).pathname !== currentUrl.pathname ? false : defaultShouldRevalidate;

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  const formData = await readForm(request, { maxBytes: ARTICLE_FORM_BYTES });
  // Renamed since the form was opened, the save meets the version check rather than a redirect that drops the form.
  const existing = await findEditedArticle(params.slug);
  if (!existing) return articleFormReply(articleDeletedOutcome(formData));
  const outcome = await saveArticle({ formData, user, clientIp: context.clientIp, existing });
  if (!outcome.ok) return articleFormReply(outcome);
  return redirectWithToast(`/admin/articles/edit/${outcome.article.slug}`, outcome.toast);
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return serverActionOr(serverAction, { toast: articleToasts.saveFailed, result: undefined });
}

export default function EditArticle({ loaderData: { id, title, values, version }, actionData }: Route.ComponentProps) {
  useToast(actionData?.toast);
  return (
    <div className="mx-auto max-w-content px-4 py-10 sm:px-6">
      <Button asChild variant="outline" size="sm">
        <Link to="/admin?tab=manage">
          <ArrowLeft aria-hidden /> Back to Articles
        </Link>
      </Button>
      <h1 className="mt-6 text-3xl font-semibold sm:text-4xl">Edit Article</h1>
      <p className="mt-2 text-lg wrap-anywhere text-muted">Editing: {title}</p>
      <div className="mt-8">
        {/* Remounts after a save so the form shows the article as stored. */}
        <ArticleForm
          key={values.slug}
          mode="edit"
          defaultValue={values}
          lastResult={actionData?.result}
          editedVersion={version}
          articleId={id}
        />
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches, params }) =>
  pageMeta({
    title: "Edit Article",
    path: `/admin/articles/edit/${params.slug}`,
    siteUrl: siteUrlFrom(matches),
    noIndex: true,
  });

export function ErrorBoundary() {
  return (
    <AccessDeniedBoundary
      description="You don't have permission to edit articles."
      action={{ to: "/", label: "Return to Home" }}
      notFound={
        <StatusScreen
          title="Article Not Found"
          description="The article you're trying to edit doesn't exist."
          action={{ to: "/admin", label: "Return to Admin" }}
        />
      }
    />
  );
}
