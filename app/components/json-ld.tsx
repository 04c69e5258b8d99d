import { useMatches } from "react-router";
import { serializeJsonLd } from "~/utils/structured-data";
import { useNonce } from "~/utils/nonce";

export function JsonLd({ data }: { data: unknown }) {
  const nonce = useNonce();
  return (
    <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
  );
}

/**
 * The page's structured data, made by its loader as `structuredData`. Rendered here, in the layout every page
 * loads anyway, so that pages sharing it do not share one more script chunk.
 */
export function PageStructuredData() {
  const loaderData = useMatches().at(-1)?.loaderData as { structuredData?: { "@type": string }[] } | undefined;
  return loaderData?.structuredData?.map((data) => <JsonLd key={data["@type"]} data={data} />) ?? null;
}
