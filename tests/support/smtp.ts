/** A real SMTP server on loopback (smtp-server) that keeps what it receives, parsed. */
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  parsed: ParsedMail;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Stops listening: connections are refused until `start()` again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

/** `refuse`: recipients answered "550 no such user", as a real server bounces a dead address. */
export async function startTestSmtpServer(port = 0, options: { refuse?: (address: string) => boolean } = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  let boundPort = port;

  /** Idempotent: starting a running server does nothing. */
  const start = () =>
    new Promise<void>((resolve, reject) => {
      if (server) return resolve();
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS"],
        logger: false,
        onRcptTo(address, _session, callback) {
          if (options.refuse?.(address.address)) return callback(Object.assign(new Error("5.1.1 no such user"), { responseCode: 550 }));
          callback();
        },
        onData(stream, session, callback) {
          simpleParser(stream)
            .then((parsed) => {
              received.push({
                envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
                envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
                parsed,
              });
              callback();
            })
            .catch(callback);
        },
      });
      server.once("error", reject);
      server.listen(boundPort, "127.0.0.1", () => {
        const address = server?.server.address();
        if (address && typeof address === "object") boundPort = address.port;
        resolve();
      });
    });

  const stop = () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      server.close(() => resolve());
      server = undefined;
    });

  await start();
  return {
    get port() {
      return boundPort;
    },
    get url() {
      return `smtp://127.0.0.1:${boundPort}`;
    },
    received,
    stop,
    start,
  };
}
