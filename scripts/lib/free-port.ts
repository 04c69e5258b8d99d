import { createServer, type AddressInfo } from "node:net";

/**
 * A port that nothing listens on or connects from at this moment, as the kernel picks it. A random pick from a
 * fixed range can land on the local end of an open connection (Linux gives outgoing connections 32768–60999),
 * and the server then fails to start with EADDRINUSE.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
