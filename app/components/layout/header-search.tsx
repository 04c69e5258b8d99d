import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { MAX_SEARCH_QUERY_LENGTH } from "~/utils/search-query";

/** The search bar the header's search button opens; Escape or a search closes it. */
export function HeaderSearch({ onClose }: { onClose: () => void }) {
  return (
    <div id="site-search" className="border-t border-white/10 bg-navy-800">
      <Form
        method="get"
        action="/search"
        role="search"
        className="mx-auto flex max-w-content items-center gap-2 px-4 py-3 sm:px-6"
        onSubmit={onClose}
        // On the form, so Escape closes the bar from its button as well as from the field.
        onKeyDown={(event) => {
          if (event.key !== "Escape") return;
          // Handled here: the sidebar lead form, which also closes on Escape, stays open.
          event.preventDefault();
          onClose();
        }}
      >
        <label htmlFor="site-search-input" className="sr-only">
          Search insights
        </label>
        <input
          id="site-search-input"
          name="q"
          type="search"
          // As on the search page: a long paste, sent whole, made an address too long for the server (a 431).
          maxLength={MAX_SEARCH_QUERY_LENGTH}
          autoFocus
          placeholder="Search insights…"
          className="min-h-11 flex-1 rounded-md border border-white/20 bg-white/5 px-3.5 text-base text-white placeholder:text-slate-300"
        />
        <Button type="submit" variant="accent">
          Search
        </Button>
      </Form>
    </div>
  );
}
