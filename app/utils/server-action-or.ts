/**
 * Runs a route's server action from the browser and answers `failure` when no answer of the router's arrives: the
 * connection dropped, or a proxy answered with its own error page. Thrown, either would replace the page, and what
 * the visitor had typed, with the error boundary; as `failure` the form says the spec's failure toast and keeps
 * its values. Redirects still go through.
 */
export async function serverActionOr<T, F>(serverAction: () => Promise<T>, failure: F): Promise<T | F> {
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response) throw error;
    // A copy each time: pages show an answer's toast when it is a new one, so a second failure must not be the
    // first's object.
    return structuredClone(failure);
  }
}

/**
 * A field of the form the browser is sending, read in a clientAction before the server's action runs. This is the
 * browser's own request: readForm's limits guard the server against what clients send.
 */
export async function sentField(request: Request, name: string): Promise<FormDataEntryValue | null> {
  // eslint-disable-next-line no-restricted-syntax
  return (await request.clone().formData()).get(name);
}
