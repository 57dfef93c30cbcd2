/** smtp(s)://user:pass@host:port?options → nodemailer options, with our timeouts added. */
export function smtpTransportOptions(url: string) {
  const parsed = new URL(url);
  const secure = parsed.protocol === "smtps:";
  return {
    host: parsed.hostname.replace(/^\[|\]$/g, ""),
    port: Number(parsed.port || (secure ? 465 : 587)),
    secure,
    auth: parsed.username
      ? { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) }
      : undefined,
    // Fail fast so the outbox retries later instead of holding a claim for minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    // ?tls=insecure accepts self-signed certificates of an internal relay.
    tls: parsed.searchParams.get("tls") === "insecure" ? { rejectUnauthorized: false } : undefined,
  };
}
