import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * An https server on 127.0.0.1 with a certificate of a throwaway CA, valid for `days` from now, made
 * with Debian's openssl: the fetcher's TLS path and the certificate it reads are tested against a
 * real handshake. The fetcher trusts the CA only when the test hands it over (FetchAgent's `ca`).
 */

export interface TlsFixture {
  origin: string;
  host: string;
  /** The CA's certificate (PEM), for FetchAgent's `ca`. */
  ca: string;
  /** When the server's certificate expires (openssl's own rounding: whole seconds). */
  validTo: Date;
  close(): Promise<void>;
}

export async function startTlsFixture(days: number, handler: Parameters<typeof createServer>[1] = (_request, response) => response.end("<!doctype html><title>Güvenli</title>")): Promise<TlsFixture> {
  const dir = mkdtempSync(path.join(tmpdir(), "tls-fixture-"));
  const run = (...args: string[]) => execFileSync("openssl", args, { cwd: dir, stdio: "pipe" });
  try {
    run("req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-keyout", "ca.key", "-out", "ca.pem", "-days", "30", "-subj", "/CN=Deneme Kok Sertifikasi");
    run("req", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-keyout", "site.key", "-out", "site.csr", "-subj", "/CN=ornek-test.example");
    writeFileSync(path.join(dir, "ext.cnf"), "subjectAltName=IP:127.0.0.1\nbasicConstraints=CA:FALSE\n");
    run("x509", "-req", "-in", "site.csr", "-CA", "ca.pem", "-CAkey", "ca.key", "-CAcreateserial", "-out", "site.pem", "-days", String(days), "-extfile", "ext.cnf");
    const endDate = run("x509", "-in", "site.pem", "-noout", "-enddate").toString().trim().replace(/^notAfter=/, "");
    const ca = readFileSync(path.join(dir, "ca.pem"), "utf8");
    const server: Server = createServer({ key: readFileSync(path.join(dir, "site.key")), cert: readFileSync(path.join(dir, "site.pem")) }, handler);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as AddressInfo).port;
    return {
      origin: `https://127.0.0.1:${port}`,
      host: `127.0.0.1:${port}`,
      ca,
      validTo: new Date(endDate),
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
