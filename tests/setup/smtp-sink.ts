import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedEmail {
  to: string[];
  raw: string;
}

export interface SmtpSink {
  port: number;
  close: () => Promise<void>;
}

/**
 * A real mail server on loopback that takes every message and hands it to `receive`. The message is answered once
 * `receive` settles: what it throws is the server's refusal (an error with a `responseCode`, 451 say), and while it
 * waits the sender waits too. Port 0 lets the kernel pick one.
 */
export async function startSmtpSink(
  receive: (email: ReceivedEmail) => void | Promise<void>,
  port = 0,
): Promise<SmtpSink> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      stream.on("end", () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        Promise.resolve()
          .then(() => receive({ to, raw }))
          .then(
            () => callback(),
            (error: Error) => callback(error),
          );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
