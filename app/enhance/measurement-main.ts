/**
 * Measurement with consent (docs/decisions/027). Built on its own to build/client/measurement.js
 * and requested only on sites where measurement is configured: the server then adds the settings
 * (`<script type="application/json" id="olcum-ayarlari">`) and this module to every page. Sites
 * without measurement never load it, so pages keep their JavaScript budget.
 *
 * - GA4 / Google Ads: Consent Mode v2 defaults to denied for all four signals; Google's script is
 *   requested only after the visitor accepts a matching purpose in the banner. The choice is kept
 *   in localStorage (CONSENT_STORAGE_KEY) and can be changed from the footer's "Çerez tercihleri".
 * - Cookieless (Plausible- or Umami-compatible): loaded at once, no banner.
 * - Events: `track()` (app/shared/browser/analytics.ts) calls `window.__measure`, set here; clicks
 *   on phone, WhatsApp and download links and a tool's form submission are observed here by
 *   delegation, so the pages carry no measurement code of their own.
 */
import { CONSENT_TEXT } from "~/features/legal/consent.content";
import {
  ACCEPT_ALL,
  CONSENT_DEFAULTS,
  CONSENT_OPEN_ATTRIBUTE,
  CONSENT_STORAGE_KEY,
  consentModeState,
  MEASUREMENT_CONFIG_ID,
  mayLoadGoogle,
  needsConsent,
  parseMeasurementConfig,
  parseStoredConsent,
  REJECT_ALL,
  serializeConsent,
  type AnalyticsEvent,
  type AnalyticsParams,
  type ConsentChoice,
  type MeasurementConfig,
} from "~/shared/measurement";
import { HYDRATED_ATTRIBUTE, TOOL_BODY_ATTRIBUTE } from "~/shared/tool-markers";

declare global {
  interface Window {
    dataLayer?: unknown[];
    plausible?: (event: string, options?: { props?: AnalyticsParams }) => void;
    umami?: { track: (event: string, data?: AnalyticsParams) => void };
  }
}

const GTAG_URL = "https://www.googletagmanager.com/gtag/js";
const BANNER_ID = "cerez-bildirimi";

function readChoice(): ConsentChoice | null {
  try {
    return parseStoredConsent(localStorage.getItem(CONSENT_STORAGE_KEY));
  } catch {
    // Storage blocked by the browser: ask on every page rather than fail.
    return null;
  }
}

function storeChoice(choice: ConsentChoice): void {
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, serializeConsent(choice, new Date()));
  } catch {
    // Not stored: the choice still applies to this page.
  }
}

function addScript(src: string, attributes: Record<string, string> = {}): void {
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.head.append(script);
}

/** Removes Google's first-party cookies when consent is withdrawn (on this host and its parents). */
function deleteGoogleCookies(prefixes: readonly string[]): void {
  const names = document.cookie
    .split(";")
    .map((pair) => pair.split("=")[0]?.trim() ?? "")
    .filter((name) => prefixes.some((prefix) => name.startsWith(prefix)));
  const labels = location.hostname.split(".");
  for (const name of names) {
    for (let index = 0; index < labels.length; index++) {
      const domain = labels.slice(index).join(".");
      document.cookie = `${name}=; Max-Age=0; Path=/; Domain=${domain}`;
    }
    document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

function createGoogle(config: MeasurementConfig) {
  const dataLayer = (window.dataLayer ??= []);
  // gtag.js reads `arguments` objects from the data layer, not arrays.
  function gtag(..._args: unknown[]): void {
    // eslint-disable-next-line prefer-rest-params -- gtag.js requires the arguments object
    dataLayer.push(arguments);
  }
  gtag("consent", "default", { ...CONSENT_DEFAULTS, wait_for_update: 500 });
  gtag("js", new Date());
  let loaded = false;
  const configured = new Set<string>();
  let current: ConsentChoice = REJECT_ALL;

  return {
    apply(choice: ConsentChoice): void {
      const withdrawn = (current.analytics && !choice.analytics) || (current.ads && !choice.ads);
      current = choice;
      gtag("consent", "update", consentModeState(choice));
      if (withdrawn) deleteGoogleCookies([...(choice.analytics ? [] : ["_ga"]), ...(choice.ads ? [] : ["_gcl"])]);
      if (!mayLoadGoogle(config, choice)) return;
      const targets = [config.ga4 && choice.analytics ? config.ga4 : "", config.ads && choice.ads ? config.ads : ""].filter(Boolean);
      for (const target of targets) {
        if (configured.has(target)) continue;
        configured.add(target);
        gtag("config", target);
      }
      if (!loaded && targets[0]) {
        loaded = true;
        addScript(`${GTAG_URL}?id=${encodeURIComponent(targets[0])}`);
      }
    },
    event(event: AnalyticsEvent, params: AnalyticsParams = {}): void {
      if (config.ga4 && current.analytics) gtag("event", event, { ...params, send_to: config.ga4 });
      if (event === "generate_lead" && config.adsLead && current.ads) gtag("event", "conversion", { send_to: config.adsLead });
    },
  };
}

type Google = ReturnType<typeof createGoogle>;

const BUTTON =
  "inline-flex min-h-11 flex-1 items-center justify-center rounded-md px-4 py-2 text-sm font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:ring-slate-900 sm:flex-none sm:min-w-36";
// Accept and reject look exactly alike (same size, same weight): refusing is as easy as accepting.
const CHOICE_BUTTON = `${BUTTON} bg-slate-900 text-white hover:bg-slate-700`;
const SECONDARY_BUTTON = `${BUTTON} border border-slate-900 bg-white text-slate-900 hover:bg-slate-100`;

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  properties: Readonly<Record<string, string | number | boolean>> = {},
  children: (Node | string)[] = [],
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  Object.assign(node, properties);
  node.append(...children);
  return node;
}

function purposeCheckbox(name: string, label: string, checked: boolean, disabled = false): HTMLLabelElement {
  const input = element("input", { type: "checkbox", name, checked, disabled, className: "size-5 accent-slate-900" });
  return element("label", { className: "flex items-start gap-3 text-sm" }, [input, element("span", {}, [label])]);
}

/** The banner: a labelled region at the bottom of the page, not a modal (the page stays usable). */
function openBanner(config: MeasurementConfig, current: ConsentChoice | null, decide: (choice: ConsentChoice) => void, focus: boolean): void {
  document.getElementById(BANNER_ID)?.remove();
  const heading = element("h2", { id: `${BANNER_ID}-baslik`, tabIndex: -1, className: "text-lg font-bold text-slate-900" }, [CONSENT_TEXT.title]);
  const policy = element("a", { href: CONSENT_TEXT.policyHref, className: "font-semibold underline" }, [CONSENT_TEXT.policyLink]);
  const body = element("p", { className: "mt-2 text-sm text-slate-700" }, [CONSENT_TEXT.body, " ", policy]);

  const purposes = element("fieldset", { hidden: true, className: "mt-4 space-y-3" }, [
    element("legend", { className: "mb-2 text-sm font-semibold text-slate-900" }, [CONSENT_TEXT.purposesLegend]),
    purposeCheckbox("necessary", CONSENT_TEXT.necessary, true, true),
    ...(config.ga4 ? [purposeCheckbox("analytics", CONSENT_TEXT.analytics, current?.analytics ?? false)] : []),
    ...(config.ads ? [purposeCheckbox("ads", CONSENT_TEXT.ads, current?.ads ?? false)] : []),
  ]);
  purposes.id = `${BANNER_ID}-tercihler`;

  const accept = element("button", { type: "button", className: CHOICE_BUTTON }, [CONSENT_TEXT.accept]);
  const reject = element("button", { type: "button", className: CHOICE_BUTTON }, [CONSENT_TEXT.reject]);
  const preferences = element("button", { type: "button", className: SECONDARY_BUTTON }, [CONSENT_TEXT.preferences]);
  preferences.setAttribute("aria-expanded", "false");
  preferences.setAttribute("aria-controls", purposes.id);
  const save = element("button", { type: "button", hidden: true, className: SECONDARY_BUTTON }, [CONSENT_TEXT.save]);

  const banner = element("section", { id: BANNER_ID, className: "fixed inset-x-0 bottom-0 z-[60] border-t border-slate-300 bg-white shadow-2xl" }, [
    element("div", { className: "mx-auto max-w-4xl px-4 py-4 sm:px-6" }, [
      heading,
      body,
      purposes,
      element("div", { className: "mt-4 flex flex-wrap gap-3" }, [accept, reject, preferences, save]),
    ]),
  ]);
  banner.setAttribute("aria-labelledby", heading.id);

  // Reopened from the footer: focus goes back to the button once the choice is made.
  const opener = focus && document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const close = (choice: ConsentChoice) => {
    banner.remove();
    decide(choice);
    opener?.focus();
  };
  accept.addEventListener("click", () => close(ACCEPT_ALL));
  reject.addEventListener("click", () => close(REJECT_ALL));
  preferences.addEventListener("click", () => {
    const open = purposes.hidden;
    purposes.hidden = !open;
    save.hidden = !open;
    preferences.setAttribute("aria-expanded", String(open));
  });
  save.addEventListener("click", () => {
    const checked = (name: string) => purposes.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.checked ?? false;
    close({ analytics: checked("analytics"), ads: checked("ads") });
  });

  document.body.append(banner);
  if (focus) heading.focus();
}

/** Phone, WhatsApp and download links, and a tool's form, wherever they are on the page. */
function observeInteractions(send: (event: AnalyticsEvent, params?: AnalyticsParams) => void): void {
  document.addEventListener("click", (event) => {
    if (!(event.target instanceof Element)) return;
    const link = event.target.closest<HTMLAnchorElement>("a[href]");
    if (!link) return;
    const href = link.getAttribute("href") ?? "";
    if (href.startsWith("tel:")) send("phone_click");
    else if (/^https:\/\/(wa\.me|api\.whatsapp\.com)\//.test(href)) send("whatsapp_click");
    else if (link.hasAttribute("download")) send("file_download", { file_name: link.getAttribute("download") || href.split("/").pop() || href });
  });
  // Capture phase: tool screens stop the native submission, not its propagation.
  document.addEventListener(
    "submit",
    (event) => {
      if (!(event.target instanceof HTMLFormElement)) return;
      const body = event.target.closest(`[${TOOL_BODY_ATTRIBUTE}]`);
      // A submit before the tool is live is held and sent again once it is (early-submit.ts): count
      // that second one only, or a visitor quicker than hydration is counted twice.
      if (!body || !body.hasAttribute(HYDRATED_ATTRIBUTE)) return;
      send("tool_used", { tool_name: location.pathname.split("/").filter(Boolean).pop() ?? "" });
    },
    true,
  );
}

function start(config: MeasurementConfig): void {
  const google: Google | null = needsConsent(config) ? createGoogle(config) : null;
  let choice = google ? readChoice() : null;

  if (config.cookieless) {
    // Plausible reads data-domain, Umami data-website-id; each ignores the other's attribute.
    addScript(config.cookieless.src, { defer: "", "data-domain": config.cookieless.site, "data-website-id": config.cookieless.site });
  }

  if (google) {
    const decide = (next: ConsentChoice) => {
      choice = next;
      storeChoice(next);
      google.apply(next);
    };
    for (const button of document.querySelectorAll<HTMLElement>(`[${CONSENT_OPEN_ATTRIBUTE}]`)) {
      const item = button.closest<HTMLElement>("li") ?? button;
      item.hidden = false;
    }
    document.addEventListener("click", (event) => {
      if (event.target instanceof Element && event.target.closest(`[${CONSENT_OPEN_ATTRIBUTE}]`)) openBanner(config, choice, decide, true);
    });
    if (choice) google.apply(choice);
    else openBanner(config, null, decide, false);
  }

  const send = (event: AnalyticsEvent, params?: AnalyticsParams) => {
    google?.event(event, params);
    if (config.cookieless) {
      window.plausible?.(event, params ? { props: params } : undefined);
      window.umami?.track(event, params);
    }
  };
  window.__measure = send;
  observeInteractions(send);
}

const settings = parseMeasurementConfig(document.getElementById(MEASUREMENT_CONFIG_ID)?.textContent);
if (settings) start(settings);
