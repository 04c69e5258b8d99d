/** Reads ?page= leniently: anything that is not a positive whole number means the first page. */
export function pageFromSearchParams(searchParams: URLSearchParams): number {
  const page = Number(searchParams.get("page"));
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
}
