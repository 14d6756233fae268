// A local SMTP server for tests of the mail path (no internet): the messages it receives as raw text.
import { SMTPServer } from "smtp-server";

export type FakeSmtp = { port: number; close: () => Promise<void> };

/**
 * Starts an SMTP server on a free loopback port, without TLS or auth. `receive` gets each message's raw
 * text; answering `false` leaves it unaccepted (no 250: the client waits, as if the server hung).
 */
export async function startFakeSmtp(receive: (raw: string) => boolean | void): Promise<FakeSmtp> {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      stream.on("end", () => {
        if (receive(raw) !== false) callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const { port } = smtp.server.address() as { port: number };
  return { port, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) };
}
