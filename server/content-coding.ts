/** The content codings the server sends besides identity. */
export type Coding = "br" | "gzip";

/** The q-value of each coding the client named in Accept-Encoding (1 when it gave none). */
function codingWeights(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(",")) {
    const [coding = "", ...parameters] = part.split(";").map((piece) => piece.trim());
    if (!coding) continue;
    const q = parameters.find((parameter) => parameter.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(coding, Number.isFinite(weight) ? weight : 0);
  }
  return weights;
}

/**
 * The coding to send among those the caller has a body in (`hasCopy`): the client's highest q wins, brotli on a tie
 * (smaller); undefined when the client accepts none of them, and the plain body should go.
 */
export function preferredCoding(header: string | undefined, hasCopy: (coding: Coding) => boolean): Coding | undefined {
  if (!header) return undefined;
  const weights = codingWeights(header);
  const wildcard = weights.get("*") ?? 0;
  let best: { coding: Coding; weight: number } | undefined;
  for (const coding of ["br", "gzip"] as const) {
    const weight = weights.get(coding) ?? wildcard;
    if (weight > 0 && hasCopy(coding) && (!best || weight > best.weight)) best = { coding, weight };
  }
  return best?.coding;
}

/**
 * Whether a response may be compressed on its way out: not one with a strong ETag, which names these very bytes (RFC
 * 9110 8.8.3): a cached page answered plain to a client that takes only deflate would go deflated under the tag of
 * its plain copy, and a cache holding both would take either for the other. A weak tag may name both.
 */
export function compressible(etag: number | string | string[] | undefined): boolean {
  return typeof etag !== "string" || etag.startsWith("W/");
}
