import { FolderOpen } from "lucide-react";
import { useEffect } from "react";
import { PageOutOfRangeBoundary } from "~/components/page-out-of-range";
import { Pagination } from "~/components/pagination";
import { RESOURCE_REMOVAL, ResourceCard, type ResourceCardFile } from "~/components/library/resource-card";
import { UploadResourceCard } from "~/components/library/upload-resource-card";
import { useFocusFallback } from "~/components/ui/focus-fallback";
import { useRowRemovalToast } from "~/components/row-fetchers";
import { showToastMessage } from "~/components/toaster";
import { getDb } from "~/db/client.server";
import type { Page } from "~/db/values";
import { countLibraryDownloads } from "~/models/library-download.server";
import { listLibraryFiles } from "~/models/library-file.server";
import { getEnv } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";
import { pageFromSearchParams, requirePageInRange } from "~/utils/pagination";
import { requireUser } from "~/utils/permissions.server";
import { pageMeta, siteUrlFrom } from "~/utils/seo";
import { LIBRARY_PAGE_SIZE, libraryToasts } from "~/validation/library";
import type { Route } from "./+types/library";

/** One page of resources, newest first; admins also get each one's download count. Null when the list failed. */
async function loadResources(page: number, isAdmin: boolean): Promise<Page<ResourceCardFile> | null> {
  try {
    const db = getDb();
    const files = await listLibraryFiles(db, { page, pageSize: LIBRARY_PAGE_SIZE });
    const counts = isAdmin
      ? await countLibraryDownloads(
          db,
          files.items.map((file) => file.id),
        )
      : null;
    return {
      ...files,
      items: files.items.map((file) => ({
        id: file.id,
        title: file.title,
        sizeBytes: file.sizeBytes,
        uploadedAt: file.uploadedAt,
        downloads: counts ? (counts.get(file.id) ?? 0) : null,
      })),
    };
  } catch (error) {
    logger.error({ err: error }, "library files could not be loaded");
    return null;
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const resources = await loadResources(pageFromSearchParams(new URL(request.url).searchParams), user.isAdmin);
  if (resources) requirePageInRange(resources);
  return {
    isAdmin: user.isAdmin,
    maxUploadBytes: user.isAdmin ? getEnv().LIBRARY_MAX_BYTES : null,
    resources,
  };
}

export default function Library({ loaderData: { isAdmin, maxUploadBytes, resources } }: Route.ComponentProps) {
  const loadFailed = resources === null;
  useEffect(() => {
    if (loadFailed) showToastMessage(libraryToasts.loadFailed);
  }, [loadFailed]);
  useRowRemovalToast(RESOURCE_REMOVAL);
  const focusFallback = useFocusFallback<HTMLElement>();

  return (
    <div className="mx-auto max-w-content px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-semibold sm:text-4xl">Resource Library</h1>
      {isAdmin && maxUploadBytes ? (
        <div className="mt-8">
          <UploadResourceCard maxBytes={maxUploadBytes} />
        </div>
      ) : null}
      {/* Labelled and always there: it takes the focus of a resource deleted from it, the last one included. */}
      <section {...focusFallback} aria-labelledby="resources-heading" className="mt-8">
        <h2 id="resources-heading" className="sr-only">
          Resources
        </h2>
        {loadFailed ? (
          <div role="alert" className="rounded-card border border-destructive/40 bg-white px-6 py-14 text-center">
            <p className="text-lg font-semibold">{libraryToasts.loadFailed.title}</p>
            <p className="mt-2 text-ink-soft">Reload the page to try again.</p>
          </div>
        ) : resources.items.length === 0 ? (
          <div className="rounded-card border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
            <FolderOpen className="mx-auto size-10 text-muted" aria-hidden />
            <p className="mt-4 text-lg font-semibold">No resources available</p>
            <p className="mt-2 text-muted">
              {isAdmin
                ? "Upload the first resource to get started."
                : "Resources will appear here once they're uploaded."}
            </p>
          </div>
        ) : (
          <>
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {resources.items.map((file) => (
                <ResourceCard key={file.id} file={file} />
              ))}
            </ul>
            <Pagination page={resources.page} pageCount={resources.pageCount} />
          </>
        )}
      </section>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: "Resource Library", path: "/library", siteUrl: siteUrlFrom(matches) });

export function ErrorBoundary() {
  return <PageOutOfRangeBoundary />;
}
