/**
 * Chromium's command line for the audit's browser stage: every connection through the guarded proxy
 * (guarded-proxy.ts), nothing resolved or opened by Chromium itself, nothing it does on its own
 * behalf (updates, sync, safe browsing, prediction), no UI, no extensions, no downloads.
 */
export function chromiumArgs(proxyUrl: string, options: { sandbox: boolean }): string[] {
  return [
    "--headless=new",
    // Chromium's sandbox confines a renderer that a hostile page compromised (no files, no network
    // but through the browser process, hence the proxy). Chromium refuses it to root, so a worker
    // run as root (a container, CI) goes without: the proxy is then the only fence. Run workers as
    // an ordinary user (README, "The browser stage").
    ...(options.sandbox ? [] : ["--no-sandbox"]),
    "--disable-gpu",
    // Every request, http, https, ws and wss, goes to the proxy, which vets and pins its target.
    `--proxy-server=${proxyUrl}`,
    // Chromium sends loopback addresses past any proxy unless told otherwise: a page could reach 127.0.0.1 directly.
    "--proxy-bypass-list=<-loopback>",
    // Every name resolves to nothing except the proxy's own address: if anything tried to connect
    // around the proxy, it would find no address. The proxy is named by its literal 127.0.0.1.
    "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1",
    // QUIC is UDP and would not go through an HTTP proxy.
    "--disable-quic",
    // WebRTC may send STUN and media over UDP straight to any address; only through the proxy (TCP) then, which refuses it.
    "--force-webrtc-ip-handling-policy=disable_non_proxied_udp",
    "--webrtc-ip-handling-policy=disable_non_proxied_udp",
    // No lookups or connections made ahead of need, outside what the page asks for.
    "--dns-prefetch-disable",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-default-apps",
    "--disable-extensions",
    "--disable-client-side-phishing-detection",
    "--disable-domain-reliability",
    "--disable-breakpad",
    "--metrics-recording-only",
    "--disable-component-extensions-with-background-pages",
    "--no-first-run",
    "--no-default-browser-check",
    "--no-pings",
    "--deny-permission-prompts",
    "--disable-features=DnsOverHttps,NetworkTimeServiceQuerying,NetworkPrediction,OptimizationHints,MediaRouter,Translate,InterestFeedContentSuggestions,AutofillServerCommunication,CertificateTransparencyComponentUpdater",
    "--mute-audio",
    "--hide-scrollbars",
  ];
}
