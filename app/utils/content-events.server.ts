/**
 * "Published content changed": articles created, edited, deleted or rescheduled. Caches of rendered pages
 * listen; the article model announces. In-process today; several instances relay it through the database.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

export function onContentChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function contentChanged(): void {
  for (const listener of listeners) listener();
}
