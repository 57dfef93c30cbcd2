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

export async function startTestSmtpServer(port = 0): Promise<TestSmtpServer> {
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
