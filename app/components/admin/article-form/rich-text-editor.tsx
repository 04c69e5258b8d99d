import Image from "@tiptap/extension-image";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import {
  Bold,
  Code,
  Heading2,
  Heading3,
  ImageIcon,
  Italic,
  Link2,
  List,
  ListOrdered,
  Quote,
  Redo2,
  SquareCode,
  Undo2,
} from "lucide-react";
import { useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import { showToastMessage } from "~/components/toaster";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { cn } from "~/utils/cn";
import { uploadArticleImage } from "./image-upload";
import { fitPastedHtml } from "./pasted-html";
import { useRovingFocus } from "./roving-focus";

export interface RichTextEditorProps {
  id: string;
  initialHtml: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  labelledBy: string;
  describedBy?: string;
  invalid: boolean;
}

/**
 * The article body editor (TipTap): headings, paragraphs, lists, links, quotes, code and images, as
 * HTML. Loaded only on admin pages, in its own chunk. The server sanitizes whatever it produces.
 */
export default function RichTextEditor({
  id,
  initialHtml,
  onChange,
  onBlur,
  labelledBy,
  describedBy,
  invalid,
}: RichTextEditorProps) {
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        // http, https and mailto are linkify's own schemes: naming them in `protocols` registers them again, which
        // warns in the console whenever an editor is created after the first.
        link: { openOnClick: false, autolink: true, defaultProtocol: "https" },
      }),
      Image.configure({ inline: false }),
    ],
    content: initialHtml,
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelledBy,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        "aria-invalid": String(invalid),
        class: "article-body flex-1 px-4 py-3 text-base outline-none",
      },
      transformPastedHTML: (html) => {
        const pasted = fitPastedHtml(html);
        if (pasted.imagesLeftOut > 0) showToastMessage(imagesLeftOutToast(pasted.imagesLeftOut));
        return pasted.html;
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? "" : current.getHTML()),
    onBlur: () => onBlur(),
  });

  return (
    <div
      className={cn(
        // The text's own ring, as every other field has (the editable area inside draws none).
        "flex min-h-84 flex-col rounded-md border bg-white focus-within:border-accent-strong has-[[contenteditable]:focus-visible]:outline-2 has-[[contenteditable]:focus-visible]:outline-offset-2 has-[[contenteditable]:focus-visible]:outline-accent-strong",
        invalid ? "border-destructive" : "border-slate-300",
      )}
    >
      {editor ? <Toolbar editor={editor} /> : <div className="h-14 border-b border-line" aria-hidden />}
      {/* A long article scrolls inside the box: the toolbar stays in reach and the page keeps its length. A short one
          fills the box, so a click anywhere in it lands in the text. */}
      <EditorContent editor={editor} className="flex max-h-[65vh] flex-1 flex-col overflow-y-auto" />
    </div>
  );
}

type Panel = "link" | "image" | null;

function imagesLeftOutToast(count: number) {
  return {
    type: "message",
    title: count === 1 ? "An image was left out" : `${count} images were left out`,
    description: "Images from other sites cannot be shown in an article: upload them with the Image button.",
  } as const;
}

function Toolbar({ editor }: { editor: Editor }) {
  const [panel, setPanel] = useState<Panel>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const togglePanel = (which: Exclude<Panel, null>, event: MouseEvent<HTMLButtonElement>) => {
    opener.current = event.currentTarget;
    setPanel(panel === which ? null : which);
  };
  /** Escape from a panel: nothing changes, and the keyboard is back on the button that opened it. */
  const cancelPanel = () => {
    setPanel(null);
    opener.current?.focus();
  };
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive("bold"),
      italic: current.isActive("italic"),
      code: current.isActive("code"),
      h2: current.isActive("heading", { level: 2 }),
      h3: current.isActive("heading", { level: 3 }),
      bullets: current.isActive("bulletList"),
      numbers: current.isActive("orderedList"),
      quote: current.isActive("blockquote"),
      codeBlock: current.isActive("codeBlock"),
      link: current.isActive("link"),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const rovingFocus = useRovingFocus<HTMLDivElement>();
  return (
    <div className="border-b border-line">
      <div
        role="toolbar"
        aria-label="Formatting"
        {...rovingFocus}
        className="flex flex-wrap items-center gap-0.5 p-1.5"
      >
        <ToolButton label="Heading 2" active={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
          <Heading2 />
        </ToolButton>
        <ToolButton label="Heading 3" active={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
          <Heading3 />
        </ToolButton>
        <Separator />
        <ToolButton label="Bold" active={state.bold} onClick={() => chain().toggleBold().run()}>
          <Bold />
        </ToolButton>
        <ToolButton label="Italic" active={state.italic} onClick={() => chain().toggleItalic().run()}>
          <Italic />
        </ToolButton>
        <ToolButton label="Inline code" active={state.code} onClick={() => chain().toggleCode().run()}>
          <Code />
        </ToolButton>
        <Separator />
        <ToolButton label="Bulleted list" active={state.bullets} onClick={() => chain().toggleBulletList().run()}>
          <List />
        </ToolButton>
        <ToolButton label="Numbered list" active={state.numbers} onClick={() => chain().toggleOrderedList().run()}>
          <ListOrdered />
        </ToolButton>
        <ToolButton label="Quote" active={state.quote} onClick={() => chain().toggleBlockquote().run()}>
          <Quote />
        </ToolButton>
        <ToolButton label="Code block" active={state.codeBlock} onClick={() => chain().toggleCodeBlock().run()}>
          <SquareCode />
        </ToolButton>
        <Separator />
        <ToolButton
          label="Link"
          active={state.link || panel === "link"}
          onClick={(event) => togglePanel("link", event)}
        >
          <Link2 />
        </ToolButton>
        <ToolButton label="Image" active={panel === "image"} onClick={(event) => togglePanel("image", event)}>
          <ImageIcon />
        </ToolButton>
        <Separator />
        <ToolButton label="Undo" disabled={!state.canUndo} onClick={() => chain().undo().run()}>
          <Undo2 />
        </ToolButton>
        <ToolButton label="Redo" disabled={!state.canRedo} onClick={() => chain().redo().run()}>
          <Redo2 />
        </ToolButton>
      </div>
      {panel === "link" ? <LinkPanel editor={editor} onDone={() => setPanel(null)} onCancel={cancelPanel} /> : null}
      {panel === "image" ? <ImagePanel editor={editor} onDone={() => setPanel(null)} onCancel={cancelPanel} /> : null}
    </div>
  );
}

function ToolButton({
  label,
  active = false,
  disabled = false,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active}
      disabled={disabled}
      onClick={onClick}
      className={cn(
        "inline-flex size-11 items-center justify-center rounded text-ink-soft hover:bg-slate-100 disabled:opacity-40 [&_svg]:size-4",
        active && "bg-navy text-white hover:bg-navy-700",
      )}
    >
      {children}
    </button>
  );
}

function Separator() {
  return <span aria-hidden className="mx-1 h-5 w-px bg-line" />;
}

/** Links in articles are web or mail addresses only; anything else would be refused by the server. */
function safeHref(value: string): string | null {
  const href = value.trim();
  if (href.startsWith("/") && !href.startsWith("//")) return href;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(href) ? href : `https://${href}`);
    return ["http:", "https:", "mailto:"].includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

interface PanelProps {
  editor: Editor;
  /** The panel did its work; the editor has the keyboard. */
  onDone: () => void;
  /** Escape: the panel closes unused. */
  onCancel: () => void;
}

function escapeCancels(onCancel: () => void) {
  return (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Escape") return;
    event.preventDefault();
    onCancel();
  };
}

/** Enter in a panel's field does the panel's work: the browser would send the whole article form instead. */
function enterDoes(action: () => void) {
  return (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    action();
  };
}

function LinkPanel({ editor, onDone, onCancel }: PanelProps) {
  const [href, setHref] = useState<string>(() => editor.getAttributes("link").href ?? "");
  const [error, setError] = useState<string | null>(null);
  const apply = () => {
    const safe = safeHref(href);
    if (!safe) return setError("Enter a web address (https://…), a mail address (mailto:…) or a path on this site.");
    editor.chain().focus().extendMarkRange("link").setLink({ href: safe }).run();
    onDone();
  };
  return (
    <div className="flex flex-wrap items-start gap-2 border-t border-line p-2" onKeyDown={escapeCancels(onCancel)}>
      <div className="min-w-56 flex-1">
        <label htmlFor="editor-link-url" className="sr-only">
          Link address
        </label>
        <Input
          id="editor-link-url"
          value={href}
          autoFocus
          placeholder="https://example.com/report"
          onChange={(event) => setHref(event.target.value)}
          onKeyDown={enterDoes(apply)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "editor-link-error" : undefined}
          className="text-base sm:text-sm"
        />
        {error ? (
          <p id="editor-link-error" role="alert" className="mt-1 text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
      <Button type="button" size="sm" onClick={apply}>
        Apply link
      </Button>
      <Button
        type="button"
        size="sm"
        variant="outline"
        onClick={() => {
          editor.chain().focus().extendMarkRange("link").unsetLink().run();
          onDone();
        }}
      >
        Remove link
      </Button>
    </div>
  );
}

function ImagePanel({ editor, onDone, onCancel }: PanelProps) {
  const [src, setSrc] = useState("");
  const [alt, setAlt] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const insert = (address = src, size?: { width: number; height: number }) => {
    const path = address.trim();
    if (!path.startsWith("/") || path.startsWith("//"))
      return setError("Upload an image, or use the address of one uploaded to this site (it starts with /).");
    editor
      .chain()
      .focus()
      .setImage({ src: path, alt: alt.trim(), ...size })
      .run();
    onDone();
  };
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    const stored = await uploadArticleImage(file, "inline");
    setUploading(false);
    // Its size goes with it, so the article keeps the picture's place while it loads.
    if (stored) insert(stored.url, { width: stored.width, height: stored.height });
  };
  return (
    <div
      className="grid gap-2 border-t border-line p-2 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
      onKeyDown={escapeCancels(onCancel)}
    >
      <div>
        <label htmlFor="editor-image-alt" className="text-xs font-medium text-ink">
          Description (alt text)
        </label>
        <Input
          id="editor-image-alt"
          value={alt}
          autoFocus
          onChange={(event) => setAlt(event.target.value)}
          onKeyDown={enterDoes(() => insert())}
          className="text-base sm:text-sm"
        />
      </div>
      <div>
        <label htmlFor="editor-image-src" className="text-xs font-medium text-ink">
          Image address
        </label>
        <Input
          id="editor-image-src"
          value={src}
          placeholder="/media/…"
          onChange={(event) => setSrc(event.target.value)}
          onKeyDown={enterDoes(() => insert())}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "editor-image-error" : undefined}
          className="text-base sm:text-sm"
        />
      </div>
      <div className="flex gap-2 sm:mt-5">
        <Button type="button" size="sm" onClick={() => insert()}>
          Insert image
        </Button>
        <label className="inline-flex min-h-11 cursor-pointer items-center rounded-md border border-line px-3 text-sm font-medium text-ink hover:bg-slate-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent-strong">
          {uploading ? "Uploading..." : "Upload image"}
          <input
            type="file"
            accept="image/*"
            className="sr-only"
            disabled={uploading}
            onChange={(event) => void upload(event.target.files?.[0])}
          />
        </label>
      </div>
      {error ? (
        <p id="editor-image-error" role="alert" className="text-sm text-destructive sm:col-span-3">
          {error}
        </p>
      ) : null}
    </div>
  );
}
