import { SMTPServer, type SMTPServerOptions } from "smtp-server";

// A real SMTP server on a loopback port that keeps what it receives (the environment note: no mail
// server runs here). It can be stopped and started again on the same port to play an outage.

export interface ReceivedMail {
  messageId: string;
  to: string[];
  raw: string;
}

export class TestSmtp {
  readonly received: ReceivedMail[] = [];
  private server: SMTPServer | null = null;
  port = 0;

  constructor(private readonly rcptCheck?: (address: string) => Error | null) {}

  async start(port = 0): Promise<void> {
    const options: SMTPServerOptions = {
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onRcptTo: (address, _session, callback) => callback(this.rcptCheck?.(address.address) ?? undefined),
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const raw = Buffer.concat(chunks).toString("utf8");
          const messageId = /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1] ?? "";
          this.received.push({ messageId, to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        });
      },
    };
    this.server = new SMTPServer(options);
    await new Promise<void>((resolve, reject) => {
      this.server!.once("error", reject);
      this.server!.listen(port, "127.0.0.1", () => resolve());
    });
    this.port = (this.server as unknown as { server: { address(): { port: number } } }).server.address().port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }
}

/** An error the test server answers for a recipient: `code` 550 is permanent, 451 temporary. */
export function smtpError(message: string, code: number): Error {
  return Object.assign(new Error(message), { responseCode: code });
}
