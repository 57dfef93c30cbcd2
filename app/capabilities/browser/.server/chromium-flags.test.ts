import { describe, expect, it } from "vitest";
import { chromiumArgs } from "./chromium-flags";

describe("Chromium's command line for the browser stage", () => {
  it("sends everything through the proxy, loopback included, and resolves nothing itself", () => {
    const args = chromiumArgs("http://127.0.0.1:41234", { sandbox: true });
    expect(args).toContain("--proxy-server=http://127.0.0.1:41234");
    expect(args).toContain("--proxy-bypass-list=<-loopback>");
    expect(args).toContain("--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1");
    expect(args).toContain("--disable-quic");
    expect(args).toContain("--force-webrtc-ip-handling-policy=disable_non_proxied_udp");
  });

  it("keeps Chromium's sandbox unless told it cannot have one (a worker run as root)", () => {
    expect(chromiumArgs("http://127.0.0.1:1", { sandbox: true })).not.toContain("--no-sandbox");
    expect(chromiumArgs("http://127.0.0.1:1", { sandbox: false })).toContain("--no-sandbox");
  });
});
