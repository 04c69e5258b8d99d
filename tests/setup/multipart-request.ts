/**
 * A form posted as a browser sends it: encoded as multipart, then streamed in chunks (as the server
 * receives it) rather than handed over as a FormData.
 */
export async function multipartRequest(url: string, form: FormData, chunkBytes = 16_384): Promise<Request> {
  const encoded = new Response(form);
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let offset = 0; offset < bytes.length; offset += chunkBytes) {
        controller.enqueue(bytes.slice(offset, offset + chunkBytes));
      }
      controller.close();
    },
  });
  return new Request(url, {
    method: "POST",
    body,
    duplex: "half",
    headers: { "content-type": encoded.headers.get("content-type")! },
  } as RequestInit);
}
