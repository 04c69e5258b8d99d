import { serializeJsonLd } from "~/utils/structured-data";
import { useNonce } from "~/utils/nonce";

export function JsonLd({ data }: { data: unknown }) {
  const nonce = useNonce();
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
