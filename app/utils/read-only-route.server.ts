/**
 * The action of a resource route that only serves (a file, a feed, JSON): without one, React Router refuses a
 * POST, PUT, PATCH or DELETE there with a 405 whose body says "Unexpected Server Error".
 */
export function refuseWrites({ request }: { request: Request }): never {
  throw new Response(`The ${request.method} method is not supported here: this address can only be read.`, {
    status: 405,
    headers: { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" },
  });
}
