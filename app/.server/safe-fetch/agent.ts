import type { Socket } from "node:net";
import type { TLSSocket } from "node:tls";
import { Agent, buildConnector } from "undici";
import { checkAddress } from "./address";
import { SafeFetchError } from "./errors";
import { SAFE_FETCH_MESSAGES } from "./messages.content";
import { pinnedLookup, type ResolvedAddress } from "./pinned-lookup";

/**
 * The connections of one job (a site crawl, an audit, a live check): an undici Agent that keeps
 * them alive, so a 500-page crawl of one site opens a handful of sockets instead of 500
 * (docs/decisions/050-keep-alive-agent-per-job.md).
 *
 * The SSRF guard does not move: safeFetch still resolves and vets every hop, and it pins the
 * vetted address here (`pin`) before sending. The agent's connector opens a NEW connection only
 * to the address pinned for that host:port, checks it against the address policy once more
 * (unless the host:port was allow-listed when pinned), and never resolves a name itself, so a
 * rebinding resolver gets no second say. undici pools per origin (scheme, host, port): a redirect
 * to another host never rides on the first host's socket; its own hop is vetted and pinned first.
 */

interface Pin extends ResolvedAddress {
  /** The host:port was on the allow-list (tests and local fixtures): the address policy does not apply. */
  allowed: boolean;
}

/** How long (ms) a kept-alive socket may stay idle; a crawl's requests to one host follow each other closely. */
const KEEP_ALIVE_TIMEOUT_MS = 10_000;

function pinKey(hostname: string, port: number): string {
  return `${hostname.toLowerCase()}:${port}`;
}

/** What the server's TLS certificate said when this job connected to it (the connection safeFetch itself used). */
export interface PeerCertificate {
  /** When it expires (ISO). */
  validTo: string;
  /** Its subject's common name, and who issued it (organisation or common name), for the report. */
  subject: string | null;
  issuer: string | null;
}

export interface FetchAgentOptions {
  /**
   * Certificate authorities to trust instead of the system's (PEM). Tests only: an https fixture on
   * loopback signed by a throwaway CA. Production never sets it.
   */
  ca?: string;
}

function peerCertificate(socket: TLSSocket): PeerCertificate | null {
  const certificate = socket.getPeerCertificate();
  if (!certificate || !certificate.valid_to) return null;
  const validTo = new Date(certificate.valid_to);
  if (Number.isNaN(validTo.getTime())) return null;
  const name = (value: string | string[] | undefined): string | null => (Array.isArray(value) ? (value[0] ?? null) : (value ?? null));
  return { validTo: validTo.toISOString(), subject: name(certificate.subject?.CN), issuer: name(certificate.issuer?.O) ?? name(certificate.issuer?.CN) };
}

export class FetchAgent {
  /** Connections opened (each one vetted); the bench and the tests read it. */
  connectionsOpened = 0;
  private readonly pins = new Map<string, Pin>();
  private readonly certificates = new Map<string, PeerCertificate>();
  private readonly dispatcher: Agent;
  private closed = false;

  constructor(agentOptions: FetchAgentOptions = {}) {
    this.dispatcher = new Agent({
      keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
      // One request at a time per socket: a slow answer must not hold up the ones behind it.
      pipelining: 1,
      connect: (options, callback) => {
        const port = Number(options.port) || (options.protocol === "https:" ? 443 : 80);
        const hostname = options.hostname.startsWith("[") ? options.hostname.slice(1, -1) : options.hostname;
        const pin = this.pins.get(pinKey(hostname, port));
        if (!pin) {
          callback(new SafeFetchError("blocked_address", SAFE_FETCH_MESSAGES.blocked_address, { detail: `${hostname}:${port} was not vetted` }), null);
          return;
        }
        if (!pin.allowed) {
          const verdict = checkAddress(pin.address);
          if (!verdict.allowed) {
            callback(new SafeFetchError("blocked_address", SAFE_FETCH_MESSAGES.blocked_address, { detail: `${hostname} → ${pin.address} (${verdict.range})` }), null);
            return;
          }
        }
        this.connectionsOpened += 1;
        // Built per connection so the pinned lookup is this connection's; TLS keeps its SNI and
        // certificate check on the host name (undici passes it as servername).
        const connector = buildConnector({ lookup: pinnedLookup(pin), allowH2: false, ...(agentOptions.ca === undefined ? {} : { ca: agentOptions.ca }) });
        connector({ ...options, hostname }, (error, socket) => {
          if (error) {
            callback(error, null);
            return;
          }
          // The certificate of this very connection, vetted and pinned: never a second, unvetted one.
          if ("getPeerCertificate" in socket) {
            const certificate = peerCertificate(socket as TLSSocket);
            if (certificate) this.certificates.set(pinKey(hostname, port), certificate);
          }
          callback(null, socket as Socket);
        });
      },
    });
  }

  /** The TLS certificate the host:port presented to this job's last new connection to it; null over http or before any. */
  certificateOf(hostname: string, port: number): PeerCertificate | null {
    return this.certificates.get(pinKey(hostname.startsWith("[") ? hostname.slice(1, -1) : hostname, port)) ?? null;
  }

  /** The address safeFetch vetted for this hop: the one a new connection to host:port goes to. */
  pin(hostname: string, port: number, address: ResolvedAddress, allowed: boolean): void {
    this.pins.set(pinKey(hostname, port), { ...address, allowed });
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** The undici dispatcher; safeFetch sends through it. */
  get undici(): Agent {
    return this.dispatcher;
  }

  /**
   * Ends the job's connections at once (a request still in flight is aborted): the job is over,
   * whether it finished, was cancelled or hit its time limit. Safe to call twice.
   */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.dispatcher.destroy();
  }
}

/** A job's agent for `run`, destroyed when `run` settles, however it settles. */
export async function withFetchAgent<T>(run: (agent: FetchAgent) => Promise<T>): Promise<T> {
  const agent = new FetchAgent();
  try {
    return await run(agent);
  } finally {
    await agent.close();
  }
}
