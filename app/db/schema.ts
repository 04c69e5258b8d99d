import type { ColumnType, Insertable, Kysely, Selectable, Transaction, Updateable } from "kysely";

/**
 * Timestamps are written as ISO-8601 strings. SQLite stores that text as is; PostgreSQL stores a
 * timestamptz and hands back a Date. Models normalize with `toIsoString`.
 */
export type Timestamp = ColumnType<string | Date, string, string>;

/** SQLite has no boolean type: flags are 0/1 on both databases. */
export type Flag = ColumnType<number, number, number>;

export interface ArticlesTable {
  id: string;
  slug: string;
  title: string;
  summary: string;
  content: string;
  author: string;
  banner_url: string | null;
  og_image_url: string | null;
  read_time: number;
  featured: Flag;
  published_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The HTML allowlist version `content` was cleaned with; 0 for rows stored before cleaning. */
  content_sanitizer_version: ColumnType<number, number | undefined, number>;
}

export interface ContentVersionTable {
  id: number;
  version: ColumnType<number | string, number, number>;
}

/** One row once the demo seed has had its turn on this database (0017): it never seeds again. */
export interface DemoSeedTable {
  id: number;
  checked_at: string;
}

export interface RateLimitsTable {
  key: string;
  points: number;
  expire: ColumnType<number | string | null, number | null, number | null>;
}

export interface ArticleCategoriesTable {
  article_id: string;
  category_slug: string;
  position: number;
  /** The article's, copied by triggers (migration 0013) so a category's count reads one index range. */
  published_at: ColumnType<string | Date, never, never>;
}

export interface ArticleTagsTable {
  article_id: string;
  tag: string;
  position: number;
}

/**
 * The full-text index, one row per article (migration 0002). Its columns depend on the database:
 * SQLite keeps the searchable text in an FTS5 table (title, summary, body, tags), PostgreSQL one
 * weighted tsvector (document). Only the running database's columns exist, so each is optional on
 * insert; the article-search model is the one place that writes them.
 */
export interface ArticleSearchTable {
  article_id: string;
  title: ColumnType<string, string | undefined, string>;
  summary: ColumnType<string, string | undefined, string>;
  body: ColumnType<string, string | undefined, string>;
  tags: ColumnType<string, string | undefined, string>;
  document: ColumnType<string, string | undefined, string>;
}

export interface ArticleFaqsTable {
  article_id: string;
  position: number;
  question: string;
  answer: string;
}

/** An article's former slug; links to it answer with a permanent redirect to the current one. */
export interface ArticleSlugRedirectsTable {
  old_slug: string;
  article_id: string;
  created_at: Timestamp;
}

export interface LeadsTable {
  id: string;
  first_name: string;
  last_name: string;
  company: string;
  email: string;
  phone: string;
  touchpoint: string | null;
  /** New, Contacted, Qualified or Closed (migration 0007). */
  status: ColumnType<string, string | undefined, string>;
  /** The articles read before getting in touch, as JSON (see app/utils/reading-path.ts); null when none. */
  reading_path: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
}

/** A sales email still to send for a new lead; the row goes once the email is out. */
export interface LeadNotificationsTable {
  lead_id: string;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Timestamp;
  last_error: string | null;
  created_at: Timestamp;
}

export interface NewsletterSubscribersTable {
  id: string;
  email: string;
  submitted_at: Timestamp;
}

/** Exact row totals of large tables, kept by triggers (migration 0012) so a tab's count reads one row. */
export interface RowCountsTable {
  table_name: "articles" | "leads" | "newsletter_subscribers";
  /** bigint: text from PostgreSQL's driver, a number from SQLite's. */
  total: ColumnType<string | number, never, never>;
}

export interface LibraryFilesTable {
  id: string;
  title: string;
  object_key: string;
  /** A bigint on PostgreSQL, which the driver hands back as a string. */
  size_bytes: ColumnType<number | string, number, number>;
  uploaded_by: string | null;
  uploaded_at: Timestamp;
}

/** One download of a library file by a signed-in user. */
export interface LibraryDownloadsTable {
  id: string;
  library_file_id: string;
  user_id: string | null;
  email: string;
  downloaded_at: Timestamp;
}

export interface AuditEntriesTable {
  id: string;
  user_id: string | null;
  email: string | null;
  action: string;
  target: string | null;
  ip_address: string | null;
  created_at: Timestamp;
}

/** One row per article and UTC day: counting is an upsert, never a row per hit. */
export interface PageViewsTable {
  article_id: string;
  day: string;
  views: number;
}

/* Account tables, in the shape the auth engine (better-auth) expects. */
export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: ColumnType<boolean | number, boolean | number, boolean | number>;
  image: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface SessionTable {
  id: string;
  expiresAt: Timestamp;
  token: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
}

export interface AccountTable {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  accessToken: string | null;
  refreshToken: string | null;
  idToken: string | null;
  accessTokenExpiresAt: Timestamp | null;
  refreshTokenExpiresAt: Timestamp | null;
  scope: string | null;
  password: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: Timestamp;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface Database {
  articles: ArticlesTable;
  rate_limits: RateLimitsTable;
  content_version: ContentVersionTable;
  demo_seed: DemoSeedTable;
  article_categories: ArticleCategoriesTable;
  article_tags: ArticleTagsTable;
  article_faqs: ArticleFaqsTable;
  article_search: ArticleSearchTable;
  article_slug_redirects: ArticleSlugRedirectsTable;
  leads: LeadsTable;
  lead_notifications: LeadNotificationsTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  row_counts: RowCountsTable;
  library_files: LibraryFilesTable;
  library_downloads: LibraryDownloadsTable;
  audit_entries: AuditEntriesTable;
  page_views: PageViewsTable;
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
}

/** What a model function runs its queries on: the connection, or a transaction it is part of. */
export type Db = Kysely<Database> | Transaction<Database>;

export type ArticleRow = Selectable<ArticlesTable>;
export type NewArticleRow = Insertable<ArticlesTable>;
export type ArticleRowUpdate = Updateable<ArticlesTable>;
export type LeadRow = Selectable<LeadsTable>;
export type SubscriberRow = Selectable<NewsletterSubscribersTable>;
export type LibraryFileRow = Selectable<LibraryFilesTable>;
export type LibraryDownloadRow = Selectable<LibraryDownloadsTable>;
export type AuditEntryRow = Selectable<AuditEntriesTable>;
