import { Mail, Share2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/utils/use-hydrated";

const COPIED_MESSAGE = "Article link copied to clipboard!";

export function linkedInShareUrl(url: string): string {
  return `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`;
}

export function emailShareUrl({ title, summary, url }: { title: string; summary: string; url: string }): string {
  return `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${summary}\n\n${url}`)}`;
}

/**
 * Copies text without the Clipboard API, which browsers offer only on https pages and which a browser or a policy
 * can refuse: the older copy command, run in the click that asked for it.
 */
function copyWithCommand(text: string): boolean {
  const field = document.createElement("textarea");
  field.value = text;
  field.setAttribute("readonly", "");
  field.style.position = "fixed";
  field.style.opacity = "0";
  document.body.append(field);
  field.select();
  try {
    return document.execCommand("copy");
  } catch {
    return false;
  } finally {
    field.remove();
  }
}

async function copyLink(url: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(url);
    return true;
  } catch {
    return copyWithCommand(url);
  }
}

/** The professional network, a mail draft, and otherwise the device's share sheet or a copied link. */
export function ShareButtons({ title, summary, url }: { title: string; summary: string; url: string }) {
  // The share sheet and the clipboard need the page's script: without it the button would do nothing.
  const hydrated = useHydrated();
  async function shareOrCopy() {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text: summary, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    if (await copyLink(url)) window.alert(COPIED_MESSAGE);
    // Nothing could copy it: the reader is given the link to copy by hand.
    else window.prompt("Copy this link to share the article:", url);
  }

  return (
    <div className="flex flex-wrap items-center gap-2" aria-label="Share this article" role="group">
      <Button asChild variant="outline" size="sm">
        <a href={linkedInShareUrl(url)} target="_blank" rel="noopener noreferrer">
          <ProfessionalNetworkIcon /> LinkedIn<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </Button>
      <Button asChild variant="outline" size="sm">
        <a href={emailShareUrl({ title, summary, url })}>
          <Mail aria-hidden /> Email
        </a>
      </Button>
      {hydrated ? (
        <Button type="button" variant="outline" size="sm" onClick={() => void shareOrCopy()}>
          <Share2 aria-hidden /> Share
        </Button>
      ) : null}
    </div>
  );
}

function ProfessionalNetworkIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden fill="currentColor">
      <rect x="2" y="2" width="20" height="20" rx="3" fill="none" stroke="currentColor" strokeWidth="2" />
      <rect x="6" y="10" width="2.6" height="8" />
      <circle cx="7.3" cy="6.8" r="1.5" />
      <path d="M10.5 10h2.5v1.2c.5-.8 1.4-1.4 2.7-1.4 2 0 3.3 1.2 3.3 3.8V18h-2.6v-4c0-1.3-.5-2-1.6-2s-1.7.8-1.7 2v4h-2.6z" />
    </svg>
  );
}
