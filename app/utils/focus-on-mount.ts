/**
 * A ref that focuses its element once, when it is put on the page: the `autoFocus` of a panel opened on the client.
 * Preact leaves `autoFocus` to the browser, which honours it only while the page loads.
 */
export function focusOnMount(element: HTMLElement | null) {
  element?.focus();
}
