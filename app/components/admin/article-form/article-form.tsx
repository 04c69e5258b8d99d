import {
  getCollectionProps,
  getFormProps,
  getInputProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useCallback, useEffect, useRef, useState, type SyntheticEvent } from "react";
import { Form, useFetcher, useNavigation } from "react-router";
import { useToast } from "~/components/toaster";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { siteConfig } from "~/site.config";
import { htmlToText } from "~/utils/article-text";
import { midnightLabel } from "~/utils/publication-day";
import type { Toast } from "~/utils/toast";
import {
  ARTICLE_LIMITS,
  ArticleFieldsSchema,
  ArticleFormSchema,
  EDITED_VERSION_FIELD,
  OFFERED_DAY_FIELD,
  PUBLISH_DATES,
  READ_TIME,
  slugify,
  type ArticleFormInput,
} from "~/validation/article";
import { ContentField } from "./content-field";
import { FaqEditor } from "./faq-editor";
import { FieldError, FieldErrorInRoom } from "~/components/ui/field-error";
import { ImageField } from "./image-field";
import { TagInput } from "./tag-input";
import { draftOfEndedSession, forgetDraft, keepSentDraft } from "../unsaved-draft";
import { useHydrated } from "~/utils/use-hydrated";
import { useOptionalUser } from "~/utils/user";
import { LeaveGuard } from "./leave-guard";

export interface ArticleFormProps {
  mode: "create" | "edit";
  defaultValue: ArticleFormInput;
  lastResult?: SubmissionResult<string[]> | null;
  /** Where the form posts; the current route when not given. */
  action?: string;
  /** In edit mode, the `updatedAt` of the stored version being edited: the server refuses to save over a newer one. */
  editedVersion?: string;
  /** In edit mode, the article's id: its draft outlives a change of slug by another admin. */
  articleId?: string;
}

/** What the server answers a save that does not redirect. */
interface ArticleFormReply {
  result?: SubmissionResult<string[]>;
  toast?: Toast;
}

const asList = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : value ? [String(value)] : []);

/**
 * What a save sent: the form's fields; in edit mode the version of the article the edit began from, in create mode
 * the publish date the form offered.
 */
interface SentArticle {
  value: ArticleFormInput;
  editedVersion?: string;
  offeredDay?: string;
}

/**
 * Create and edit an article with the spec's rules, checked here as the author types and again on the
 * server with the same schema. The submit button waits for a title, author, summary, content and at
 * least one category. A save that met an ended session comes back once the admin has signed in again.
 */
export function ArticleForm(props: ArticleFormProps) {
  const session = useOptionalUser()?.sessionStartedAt ?? "";
  const draftName = props.mode === "create" ? "create" : `edit:${props.articleId ?? ""}`;
  // Session storage is the browser's alone: a form rendered on the server or hydrating starts as loaded. Coming
  // back from signing in is a navigation in the browser, where the draft is read before the first render.
  const hydrated = useHydrated();
  const [restored, setRestored] = useState(() =>
    hydrated ? draftOfEndedSession<SentArticle>(draftName, session) : null,
  );
  useEffect(() => {
    if (restored) forgetDraft(draftName);
  }, [restored, draftName]);
  // An edit's own save reloads the article at the version it made: by then a brought-back draft is saved.
  const loadedVersion = useRef(props.editedVersion);
  useEffect(() => {
    if (props.editedVersion !== loadedVersion.current) setRestored(null);
  }, [props.editedVersion]);
  // A draft was begun from the version it was sent with: saved as of a newer one, it would undo another admin's save.
  const editedVersion = restored ? restored.editedVersion : props.editedVersion;
  // A new article's form offers the day it was made as the publish date; a draft keeps the day its form offered.
  const loadedDay = props.mode === "create" ? String(props.defaultValue.publishDate ?? "") : undefined;
  const offeredDay = restored ? restored.offeredDay : loadedDay;
  const draftSaved = useCallback(() => setRestored(null), []);
  // Answered on this page, whatever the answer: nothing to bring back after a later sign-in.
  const answered = useCallback(() => forgetDraft(draftName), [draftName]);
  return (
    <ArticleFormFields
      // Once the draft is saved, the form starts as it does without one: the article as stored, or empty for the next.
      key={restored ? "restored" : "loaded"}
      {...props}
      defaultValue={restored?.value ?? props.defaultValue}
      editedVersion={editedVersion}
      offeredDay={offeredDay}
      restored={restored !== null}
      onSend={(value) => keepSentDraft(draftName, session, { value, editedVersion, offeredDay })}
      onSaved={draftSaved}
      onAnswered={answered}
    />
  );
}

function ArticleFormFields({
  mode,
  defaultValue,
  lastResult,
  action,
  editedVersion,
  offeredDay,
  restored,
  onSend,
  onSaved,
  onAnswered,
}: ArticleFormProps & {
  /** In create mode, the publish date the form offered as today when it was made (OFFERED_DAY_FIELD). */
  offeredDay?: string;
  restored: boolean;
  onSend: (value: ArticleFormInput) => void;
  onSaved: () => void;
  /** The page got the answer to its save (a save that met an ended session leaves for the sign-in page instead). */
  onAnswered: () => void;
}) {
  const navigation = useNavigation();
  // A new article is saved in place: the page stays where it is and the form starts over for the next one. An
  // edit navigates, since the article's address changes with its slug. Without JavaScript both post the page.
  const inPlace = useFetcher<ArticleFormReply>();
  const savesInPlace = mode === "create";
  const FormElement = savesInPlace ? inPlace.Form : Form;
  useToast(inPlace.data?.toast);
  const [form, fields] = useForm({
    id: `article-form-${mode}`,
    defaultValue,
    lastResult: inPlace.data?.result ?? lastResult,
    constraint: getZodConstraint(ArticleFieldsSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ArticleFormSchema }),
  });
  // A refused save's message sits above the form, often out of view. Conform moves focus to the first field
  // without a name (the tag box), as form-level errors have none; the message is what needs reading first.
  const formError = form.errors?.[0];
  const formErrorBanner = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (formError) formErrorBanner.current?.focus();
  }, [formError, lastResult, inPlace.data]);
  // In create mode the slug follows the title until the author edits it; an existing slug stays put.
  const [slugEdited, setSlugEdited] = useState(mode === "edit");
  const value = form.value ?? defaultValue;
  const generatedSlug = slugify(String(value.title ?? ""));
  const ready =
    [value.title, value.author, value.summary].every((text) => String(text ?? "").trim() !== "") &&
    htmlToText(String(value.content ?? "")) + (/<img\b/i.test(String(value.content ?? "")) ? "image" : "") !== "" &&
    asList(value.categories).length > 0;
  // Without JavaScript nothing could ever enable the button: the server's checks answer the post instead.
  const hydrated = useHydrated();
  const submitting = savesInPlace
    ? inPlace.state === "submitting"
    : navigation.state === "submitting" && navigation.formData?.get("intent") === mode;
  // What the author has typed or picked since the form was loaded or last saved; a brought-back draft counts.
  // (Conform's own `dirty` also counts the hidden fields and the editor's markup, so it is never clean.) Only the
  // browser's own events are the author's: the form's scripted updates (a reset, the slug, the editor's copy of its
  // text) dispatch events too.
  const changed = useRef(restored);
  const noteAuthorsChange = (event: SyntheticEvent) => {
    if (event.nativeEvent.isTrusted) changed.current = true;
  };
  // A click or a shortcut that changes the article (formatting, a removed tag, question or image) sends no input event.
  const noteChange = useCallback(() => {
    changed.current = true;
  }, []);
  const savedReply = inPlace.data?.toast?.type === "success" ? inPlace.data : undefined;
  useEffect(() => {
    changed.current = false;
  }, [savedReply, editedVersion]);
  useEffect(() => {
    if (savedReply) onSaved();
  }, [savedReply, onSaved]);
  // A new article's save empties the form, which disables the button that sent it: focus would fall from it to the
  // top of the page. It goes to the title instead, where the next article starts, unless the admin has moved on.
  useEffect(() => {
    if (!savedReply || !savesInPlace) return;
    const active = document.activeElement;
    if (active === document.body || document.getElementById(form.id)?.contains(active)) {
      document.getElementById(fields.title.id)?.focus();
    }
  }, [savedReply, savesInPlace, form.id, fields.title.id]);
  // Set once the form passes its checks and is sent, before the navigation that saves it: saving is not leaving.
  const sending = useRef(false);
  const busy = savesInPlace ? inPlace.state !== "idle" : navigation.state !== "idle";
  useEffect(() => {
    if (busy) return;
    if (sending.current) onAnswered();
    sending.current = false;
  }, [busy, onAnswered]);

  return (
    <FormElement
      method="post"
      action={action}
      {...getFormProps(form)}
      onInput={noteAuthorsChange}
      onChange={noteAuthorsChange}
      onSubmit={(event) => {
        form.onSubmit(event);
        if (!event.defaultPrevented) sending.current = true;
      }}
      onSubmitCapture={(event) => {
        const sent = parseWithZod(new FormData(event.currentTarget), { schema: ArticleFormSchema });
        // The payload is the form's own fields by name, as typed: what conform reads back as default values.
        onSend(sent.payload as unknown as ArticleFormInput);
      }}
      className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]"
    >
      <LeaveGuard unsaved={() => changed.current && !sending.current} />
      <input type="hidden" name="intent" value={mode} />
      {editedVersion ? <input type="hidden" name={EDITED_VERSION_FIELD} value={editedVersion} /> : null}
      {offeredDay ? <input type="hidden" name={OFFERED_DAY_FIELD} value={offeredDay} /> : null}
      {restored && !formError ? (
        <p
          role="status"
          className="rounded-md border border-line bg-accent-soft px-4 py-3 text-sm font-medium text-ink lg:col-span-2"
        >
          Your session ended while you were saving. Here is the article as you sent it: check it, then save again.
        </p>
      ) : null}
      {formError ? (
        <p
          ref={formErrorBanner}
          id={form.errorId}
          tabIndex={-1}
          role="alert"
          className="scroll-mt-24 rounded-md border border-destructive bg-red-50 px-4 py-3 text-sm font-medium text-destructive lg:col-span-2"
        >
          {formError}
        </p>
      ) : null}

      <div className="min-w-0 space-y-6">
        <div>
          <Label htmlFor={fields.title.id}>Title</Label>
          <Input
            {...getInputProps(fields.title, { type: "text" })}
            maxLength={ARTICLE_LIMITS.title}
            className="mt-1.5 text-lg font-semibold"
            onChange={(event) => {
              if (!slugEdited) form.update({ name: fields.slug.name, value: slugify(event.target.value) });
            }}
          />
          <FieldError id={fields.title.errorId} errors={fields.title.errors} />
        </div>

        <div>
          <Label htmlFor={fields.slug.id}>Slug</Label>
          <div className="mt-1.5 flex items-center rounded-md border border-slate-300 bg-white focus-within:border-accent-strong has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-accent-strong has-[input[aria-invalid=true]]:border-destructive">
            <span className="pl-3.5 text-sm text-muted" aria-hidden>
              /article/
            </span>
            <input
              {...getInputProps(fields.slug, { type: "text" })}
              maxLength={ARTICLE_LIMITS.slug}
              placeholder={generatedSlug || "generated-from-the-title"}
              aria-describedby={fields.slug.errors?.length ? fields.slug.errorId : `${fields.slug.id}-hint`}
              onChange={(event) => setSlugEdited(event.target.value !== "")}
              className="min-h-11 flex-1 bg-transparent py-2 pr-3.5 pl-0.5 text-base text-ink outline-none"
            />
          </div>
          <p id={`${fields.slug.id}-hint`} className="mt-1.5 text-sm text-muted">
            Made from the title; edit it if you like. Left empty, the one made from the title is used.
          </p>
          <FieldError id={fields.slug.errorId} errors={fields.slug.errors} />
        </div>

        <div>
          <Label htmlFor={fields.author.id}>Author</Label>
          <Input
            {...getInputProps(fields.author, { type: "text" })}
            maxLength={ARTICLE_LIMITS.author}
            className="mt-1.5"
          />
          <FieldError id={fields.author.errorId} errors={fields.author.errors} />
        </div>

        <div>
          <Label htmlFor={fields.summary.id}>Summary</Label>
          <textarea
            {...getTextareaProps(fields.summary)}
            rows={3}
            maxLength={ARTICLE_LIMITS.summary}
            className="mt-1.5 w-full rounded-md border border-slate-300 bg-white px-3.5 py-2 text-base aria-invalid:border-destructive"
          />
          <p className="mt-1 text-right text-xs text-muted" aria-live="polite">
            {String(value.summary ?? "").length} / {ARTICLE_LIMITS.summary}
          </p>
          <FieldError id={fields.summary.errorId} errors={fields.summary.errors} />
        </div>

        <div>
          <Label id={`${fields.content.id}-label`} htmlFor={fields.content.id}>
            Content
          </Label>
          <div className="mt-1.5">
            <ContentField meta={fields.content} labelId={`${fields.content.id}-label`} onEdit={noteChange} />
          </div>
          <FieldError id={fields.content.errorId} errors={fields.content.errors} />
        </div>

        <fieldset>
          <legend className="text-sm font-medium text-ink">Frequently asked questions</legend>
          <div className="mt-2">
            <FaqEditor form={form} meta={fields.faqs} onRemove={noteChange} />
          </div>
        </fieldset>
      </div>

      <aside className="space-y-6 lg:sticky lg:top-24 lg:self-start">
        <div className="space-y-5 rounded-card border border-line bg-white p-5">
          <div>
            <Label htmlFor={fields.publishDate.id}>Publish date</Label>
            <Input
              {...getInputProps(fields.publishDate, {
                type: "date",
                ariaDescribedBy: fields.publishDate.descriptionId,
              })}
              min={PUBLISH_DATES.min}
              max={PUBLISH_DATES.max}
              className="mt-1.5"
            />
            <p id={fields.publishDate.descriptionId} className="mt-1.5 text-sm text-muted">
              A future date schedules the article: it goes live at {midnightLabel()} that day.
            </p>
            <FieldErrorInRoom id={fields.publishDate.errorId} errors={fields.publishDate.errors} lines={1} />
          </div>
          <div>
            <Label htmlFor={fields.readTime.id}>Read time (minutes)</Label>
            <Input
              {...getInputProps(fields.readTime, { type: "number" })}
              min={READ_TIME.min}
              max={READ_TIME.max}
              step={1}
              className="mt-1.5 w-28"
            />
            <FieldErrorInRoom id={fields.readTime.errorId} errors={fields.readTime.errors} lines={2} />
          </div>
          <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-ink">
            <input {...getInputProps(fields.featured, { type: "checkbox" })} className="size-5 accent-navy" />
            Featured article
          </label>
        </div>

        <fieldset
          className="rounded-card border border-line bg-white p-5"
          aria-describedby={fields.categories.errors?.length ? fields.categories.errorId : undefined}
        >
          <legend className="float-left mb-2 text-sm font-medium text-ink">Categories</legend>
          <ul className="clear-left space-y-1">
            {getCollectionProps(fields.categories, {
              type: "checkbox",
              options: siteConfig.categories.map((category) => category.slug),
            }).map((props) => (
              <li key={props.key}>
                <label className="flex min-h-11 items-center gap-3 text-sm text-ink">
                  <input {...props} key={undefined} className="size-4.5 accent-navy" />
                  {siteConfig.categories.find((category) => category.slug === props.value)?.name}
                </label>
              </li>
            ))}
          </ul>
          <FieldError id={fields.categories.errorId} errors={fields.categories.errors} />
        </fieldset>

        <div className="rounded-card border border-line bg-white p-5">
          <Label htmlFor={`${fields.tags.id}-new`}>Tags</Label>
          <div className="mt-1.5">
            <TagInput form={form} meta={fields.tags} onRemove={noteChange} />
          </div>
        </div>

        <div className="grid gap-5 rounded-card border border-line bg-white p-5">
          <ImageField
            meta={fields.bannerUrl}
            label="Banner image"
            purpose="banner"
            onRemove={noteChange}
            hint="Shown above the article and on its cards; 1600 px wide or more is best."
          />
          <ImageField
            meta={fields.ogImageUrl}
            label="Share image"
            purpose="share"
            onRemove={noteChange}
            hint="For link previews (1200x630). Left empty, one is made from the banner."
          />
        </div>

        <Button type="submit" size="lg" className="w-full" disabled={(hydrated && !ready) || submitting}>
          {submitting ? "Saving..." : mode === "create" ? "Create Article" : "Update Article"}
        </Button>
        {!ready ? (
          <p className="text-sm text-muted">Add a title, author, summary, content and at least one category to save.</p>
        ) : null}
      </aside>
    </FormElement>
  );
}
