import { type RouteConfig, index, prefix, route } from "@react-router/dev/routes";

/** Mirrors the spec's route table; api/ and seo/ routes answer without UI. */
export default [
  index("routes/home.tsx"),
  route("category/:slug", "routes/category.tsx"),
  route("article/:slug", "routes/article.tsx"),
  route("all-articles", "routes/all-articles.tsx"),
  route("search", "routes/search.tsx"),
  ...prefix("admin", [
    index("routes/admin/dashboard.tsx"),
    route("leads", "routes/admin/leads.tsx"),
    // The CSV exports (leads/export, leads/export-newsletter) are served by the HTTP process: see server/csv-exports.ts.
    route("logs", "routes/admin/logs.tsx"),
    route("articles/edit/:slug", "routes/admin/edit-article.tsx"),
    route("images", "routes/admin/images.ts"),
  ]),
  route("signin", "routes/auth/signin.tsx"),
  route("signup", "routes/auth/signup.tsx"),
  route("signout", "routes/auth/signout.ts"),
  route("forgot-password", "routes/auth/forgot-password.tsx"),
  route("reset-password", "routes/auth/reset-password.tsx"),
  route("library", "routes/library.tsx"),
  // Downloads (/library/{id}/download) are served by the HTTP process itself: see server/library-download.ts.
  ...prefix("library", [
    route("upload", "routes/library/upload.ts"),
    route(":fileId/delete", "routes/library/delete.ts"),
    route(":fileId/downloads", "routes/library/download-log.ts"),
  ]),
  route("sitemap.xml", "routes/seo/sitemap.ts"),
  route("sitemap/:file", "routes/seo/sitemap-file.ts"),
  route("robots.txt", "routes/seo/robots.ts"),
  route("rss.xml", "routes/seo/rss.ts"),
  route("og/:name", "routes/seo/og-image.ts"),
  route("media/*", "routes/media.ts"),
  route("contact", "routes/contact.tsx"),
  route("privacy-policy", "routes/legal/privacy-policy.tsx"),
  route("terms-of-service", "routes/legal/terms-of-service.tsx"),
  route("api/newsletter", "routes/api/newsletter.ts"),
  route("api/views", "routes/api/views.ts"),
  route("api/leads", "routes/api/leads.ts"),
  route("api/form-token", "routes/api/form-token.ts"),
  route("api/auth/*", "routes/api/auth.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
