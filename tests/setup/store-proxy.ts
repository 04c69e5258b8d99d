import { type AddressInfo, createServer, connect, type Socket } from "node:net";

/** How the store fails once it has sent some bytes: it goes silent, or its connection breaks. */
export type StoreFailure = { afterBytes: number; then: "fall silent" | "break the connection" };

export interface StoreProxy {
  endpoint: string;
  /** Fails every connection from now on so (null: none); open connections are dropped, kept-alive ones included. */
  failFromNowOn: (failure: StoreFailure | null) => void;
  close: () => Promise<void>;
}

/**
 * A TCP proxy on loopback in front of a store: it forwards both ways with backpressure, or, once told to, fails the
 * store's answers after some bytes as a store that hangs or drops the connection in the middle of a body does.
 */
export async function startStoreProxy(target: string): Promise<StoreProxy> {
  const { hostname, port } = new URL(target);
  let failure: StoreFailure | null = null;
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
  };
  const server = createServer((client) => {
    const store = connect(Number(port), hostname);
    track(client);
    track(store);
    client.pipe(store);
    client.on("close", () => store.destroy());
    const failing = failure;
    if (failing === null) {
      store.pipe(client);
      store.on("close", () => client.destroy());
      return;
    }
    // Past the limit the store's bytes are neither forwarded nor read. A silent store's connection closing (a server
    // closes a keep-alive connection it has answered on) is not passed on: the client hears nothing more, ever.
    let forwarded = 0;
    store.on("data", (chunk: Buffer) => {
      client.write(chunk.subarray(0, Math.max(0, failing.afterBytes - forwarded)));
      forwarded += chunk.length;
      if (forwarded < failing.afterBytes) return;
      store.pause();
      if (failing.then === "break the connection") client.resetAndDestroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    failFromNowOn: (next) => {
      failure = next;
      for (const socket of sockets) socket.destroy();
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
