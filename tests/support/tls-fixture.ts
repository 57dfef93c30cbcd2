import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * Certificates for https fixtures on 127.0.0.1, made with Debian's openssl: a throwaway CA and
 * server certificates it signs, each valid for `days` from now. The fetcher's TLS path and the
 * certificate it reads are tested against a real handshake. The fetcher trusts the CA only when
 * the test hands it over: FetchAgent's `ca` in unit tests, NODE_EXTRA_CA_CERTS for the e2e server
 * (playwright.config.ts). Nothing in the application trusts it otherwise.
 */

const CA_SUBJECT = "/CN=Deneme Kok Sertifikasi";

/** A CA's files: its certificate (PEM) for the side that trusts it, its key for signing. */
export interface TestCa {
  certPath: string;
  keyPath: string;
}

/** A server certificate for IP 127.0.0.1 and its key (PEM), and when it expires (openssl's own rounding: whole seconds). */
export interface ServerCertificate {
  key: string;
  cert: string;
  validTo: Date;
}

const openssl = (cwd: string, ...args: string[]): Buffer => execFileSync("openssl", args, { cwd, stdio: "pipe" });

function writeCa(dir: string): void {
  openssl(dir, "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-keyout", "ca.key", "-out", "ca.pem", "-days", "30", "-subj", CA_SUBJECT);
}

/** Whether the CA's certificate is still valid a day from now (a directory left by an earlier run with the same id may not be). */
function validForADay(certPath: string): boolean {
  try {
    openssl(path.dirname(certPath), "x509", "-in", certPath, "-noout", "-checkend", "86400");
    return true;
  } catch {
    return false;
  }
}

/**
 * The CA in `dir`, made there unless a valid one already is: several processes of one test run
 * (the Playwright runner and its workers) evaluate the config that calls this, and all of them
 * must get the same CA. Written beside and renamed into place, so none reads a half-written one.
 */
export function ensureTestCa(dir: string): TestCa {
  const ca: TestCa = { certPath: path.join(dir, "ca.pem"), keyPath: path.join(dir, "ca.key") };
  if (existsSync(ca.certPath) && existsSync(ca.keyPath) && validForADay(ca.certPath)) return ca;
  mkdirSync(path.dirname(dir), { recursive: true });
  const fresh = mkdtempSync(`${dir}.tmp-`);
  writeCa(fresh);
  rmSync(dir, { recursive: true, force: true });
  renameSync(fresh, dir);
  return ca;
}

/** A server certificate for IP 127.0.0.1 signed by `ca`, valid for `days` from now. */
export function issueServerCertificate(ca: TestCa, days: number): ServerCertificate {
  const dir = mkdtempSync(path.join(tmpdir(), "tls-server-"));
  try {
    openssl(dir, "req", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-keyout", "site.key", "-out", "site.csr", "-subj", "/CN=ornek-test.example");
    writeFileSync(path.join(dir, "ext.cnf"), "subjectAltName=IP:127.0.0.1\nbasicConstraints=CA:FALSE\n");
    // -set_serial: no serial file beside the CA, which other processes of the run read at the same time.
    const serial = `0x${Date.now().toString(16)}${Math.floor(Math.random() * 0xffff).toString(16)}`;
    openssl(dir, "x509", "-req", "-in", "site.csr", "-CA", ca.certPath, "-CAkey", ca.keyPath, "-set_serial", serial, "-out", "site.pem", "-days", String(days), "-extfile", "ext.cnf");
    const endDate = openssl(dir, "x509", "-in", "site.pem", "-noout", "-enddate").toString().trim().replace(/^notAfter=/, "");
    return { key: readFileSync(path.join(dir, "site.key"), "utf8"), cert: readFileSync(path.join(dir, "site.pem"), "utf8"), validTo: new Date(endDate) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface TlsFixture {
  origin: string;
  host: string;
  /** The CA's certificate (PEM), for FetchAgent's `ca`. */
  ca: string;
  /** When the server's certificate expires (openssl's own rounding: whole seconds). */
  validTo: Date;
  close(): Promise<void>;
}

/** An https server on 127.0.0.1 with a certificate of a CA of its own, valid for `days` from now. */
export async function startTlsFixture(days: number, handler: Parameters<typeof createServer>[1] = (_request, response) => response.end("<!doctype html><title>Güvenli</title>")): Promise<TlsFixture> {
  const dir = mkdtempSync(path.join(tmpdir(), "tls-fixture-"));
  try {
    writeCa(dir);
    const ca: TestCa = { certPath: path.join(dir, "ca.pem"), keyPath: path.join(dir, "ca.key") };
    const { key, cert, validTo } = issueServerCertificate(ca, days);
    const server: Server = createServer({ key, cert }, handler);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as AddressInfo).port;
    return {
      origin: `https://127.0.0.1:${port}`,
      host: `127.0.0.1:${port}`,
      ca: readFileSync(ca.certPath, "utf8"),
      validTo,
      close: () =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
