import { describe, expect, it } from "vitest";
import { TOOL_PREFILL_PARAM, prefillAddress, prefilledToolHref, takePrefillAddress, withoutPrefillParam } from "./tool-prefill";

function fakeHistory(state: unknown) {
  const calls: { state: unknown; url: string }[] = [];
  return {
    calls,
    history: {
      state,
      replaceState(next: unknown, _unused: string, url?: string | URL | null) {
        calls.push({ state: next, url: String(url) });
      },
    },
  };
}

describe("the prefilled address of a tool", () => {
  it("is read back from the link the audit report builds", () => {
    const href = prefilledToolHref("/seo-araclari/meta-uretici", "https://ornek.com/a?b=1&c=ş");
    expect(href.startsWith(`/seo-araclari/meta-uretici?${TOOL_PREFILL_PARAM}=`)).toBe(true);
    expect(prefillAddress(href.slice(href.indexOf("?")))).toBe("https://ornek.com/a?b=1&c=ş");
  });

  it("is trimmed; missing, empty or blank is none", () => {
    expect(prefillAddress("?adres=%20https%3A%2F%2Fornek.com%20")).toBe("https://ornek.com");
    expect(prefillAddress("")).toBeNull();
    expect(prefillAddress("?adres=")).toBeNull();
    expect(prefillAddress("?adres=%20%20")).toBeNull();
    expect(prefillAddress("?baska=1")).toBeNull();
  });

  it("leaves the address bar with the other parameters and the hash", () => {
    expect(withoutPrefillParam({ pathname: "/t", search: "?adres=x", hash: "" })).toBe("/t");
    expect(withoutPrefillParam({ pathname: "/t", search: "?a=1&adres=x&b=2", hash: "#sonuc" })).toBe("/t?a=1&b=2#sonuc");
  });

  it("is taken once: the parameter is replaced away, the history entry's state kept", () => {
    const routerState = { key: "abc", idx: 0 };
    const { calls, history } = fakeHistory(routerState);
    expect(takePrefillAddress({ pathname: "/t", search: "?adres=ornek.com", hash: "" }, history)).toBe("ornek.com");
    expect(calls).toEqual([{ state: routerState, url: "/t" }]);
  });

  it("leaves a tool opened without one alone", () => {
    const { calls, history } = fakeHistory(null);
    expect(takePrefillAddress({ pathname: "/t", search: "?adres=", hash: "" }, history)).toBeNull();
    expect(takePrefillAddress({ pathname: "/t", search: "", hash: "" }, history)).toBeNull();
    expect(calls).toEqual([]);
  });
});
