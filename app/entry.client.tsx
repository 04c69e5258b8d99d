import { Fragment, options, type VNode } from "preact";
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

const previousVnodeHook = options.vnode;
options.vnode = (vnode: VNode<Record<string, unknown>>) => {
  // Preact hydrates into an element, not into the document: the root's <html> hydrates as the page's own element.
  if (vnode.type === "html") vnode.type = Fragment;
  // A script the page renders ran when the server's HTML was parsed; made again on the client (after an error page,
  // say), it must not run a second time, as with React.
  if (vnode.type === "script" && vnode.props) vnode.props = { ...vnode.props, type: "text/x-ran-on-load" };
  previousVnodeHook?.(vnode);
};

/**
 * Preact runs effects at the next frame; React runs them in a task of their own right after rendering. The components
 * were written against React's order (a dialog's focus handling sees the page as it was when it opened), so effects
 * run as React's do.
 */
const effectsChannel = new MessageChannel();
let pendingEffects: (() => void) | undefined;
effectsChannel.port1.onmessage = () => {
  const run = pendingEffects;
  pendingEffects = undefined;
  run?.();
};
options.requestAnimationFrame = (flush: () => void) => {
  pendingEffects = flush;
  effectsChannel.port2.postMessage(null);
};

/**
 * React Router's first render throws while it decodes the data the server streamed into the page, and React waits
 * at the root for it; Preact has no root-level suspension. A render off the page starts the decoding, and the page
 * is hydrated once it is done.
 */
async function decodedServerData() {
  try {
    createRoot(document.createElement("div")).render(<HydratedRouter />);
  } catch (thrown) {
    if (!(thrown instanceof Promise)) throw thrown;
    await thrown;
  }
}

await decodedServerData();
startTransition(() => {
  hydrateRoot(document.documentElement as unknown as Document, <HydratedRouter />);
});
