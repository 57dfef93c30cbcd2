import { distance } from "fastest-levenshtein";
import type { AuditPage, AuditSite } from "../audit-page";
import { isHtmlPage } from "../engine";
import { fold, isSpam, pageView } from "../page-signals";
import { type Hit, pageRule, siteFact, siteRule } from "../rule";
import { isNoindex, siteIndex } from "../site-index";

/**
 * Signs of a hacked site: betting, casino and pharmacy spam injected into pages (common on
 * Turkish WordPress sites whose plugins were not updated), outbound links hidden from visitors,
 * cloaking (Googlebot served another page than visitors), and doorway pages (one text copied for
 * city after city). The page signals (page-signals.ts) carry the spam terms and hidden links;
 * the Googlebot probe (.server/googlebot-probe.ts) the home page as Googlebot was served it.
 */

/** Hosts a hidden menu or share panel links to in good faith: social networks, messaging, maps, app stores. */
const SOCIAL_HOSTS = [
  "facebook.com",
  "instagram.com",
  "twitter.com",
  "x.com",
  "linkedin.com",
  "youtube.com",
  "youtu.be",
  "wa.me",
  "whatsapp.com",
  "t.me",
  "pinterest.com",
  "tiktok.com",
  "google.com",
  "goo.gl",
  "apple.com",
  "yandex.com.tr",
];

const hostOf = (url: string): string => {
  try {
    return new URL(url).hostname.toLowerCase().replace(/^www\./, "");
  } catch {
    return "";
  }
};
const isSocial = (host: string): boolean => SOCIAL_HOSTS.some((social) => host === social || host.endsWith(`.${social}`));

/**
 * Turkish provinces and the districts of the largest cities, folded (page-signals.ts, fold).
 * Left out: names that are also common words in a title (Ağrı "pain", Van, Ordu "army", Batman,
 * Kiraz "cherry", Kemer "belt", Tire, Körfez, Evren, Yıldırım), which would make honest pages
 * look alike.
 */
const PLACES = new Set(
  [
    "adana", "adiyaman", "afyon", "afyonkarahisar", "amasya", "ankara", "antalya", "artvin", "aydin", "balikesir", "bilecik", "bingol", "bitlis", "bolu",
    "burdur", "bursa", "canakkale", "cankiri", "corum", "denizli", "diyarbakir", "edirne", "elazig", "erzincan", "erzurum", "eskisehir", "gaziantep", "antep",
    "giresun", "gumushane", "hakkari", "hatay", "isparta", "mersin", "istanbul", "izmir", "kars", "kastamonu", "kayseri", "kirklareli", "kirsehir", "kocaeli",
    "izmit", "konya", "kutahya", "malatya", "manisa", "kahramanmaras", "maras", "mardin", "mugla", "mus", "nevsehir", "nigde", "rize", "sakarya", "adapazari",
    "samsun", "siirt", "sinop", "sivas", "tekirdag", "tokat", "trabzon", "tunceli", "sanliurfa", "urfa", "usak", "yozgat", "zonguldak", "aksaray", "bayburt",
    "karaman", "kirikkale", "sirnak", "bartin", "ardahan", "igdir", "yalova", "karabuk", "kilis", "osmaniye", "duzce",
    // İstanbul
    "adalar", "arnavutkoy", "atasehir", "avcilar", "bagcilar", "bahcelievler", "bakirkoy", "basaksehir", "bayrampasa", "besiktas", "beykoz", "beylikduzu",
    "beyoglu", "buyukcekmece", "catalca", "cekmekoy", "esenler", "esenyurt", "eyupsultan", "eyup", "fatih", "gaziosmanpasa", "gungoren", "kadikoy", "kagithane",
    "kartal", "kucukcekmece", "maltepe", "pendik", "sancaktepe", "sariyer", "silivri", "sultanbeyli", "sultangazi", "sile", "sisli", "tuzla", "umraniye",
    "uskudar", "zeytinburnu",
    // Ankara
    "akyurt", "altindag", "ayas", "beypazari", "camlidere", "cankaya", "cubuk", "elmadag", "etimesgut", "golbasi", "gudul", "haymana", "kahramankazan",
    "kalecik", "kecioren", "kizilcahamam", "mamak", "nallihan", "polatli", "pursaklar", "sincan", "sereflikochisar", "yenimahalle",
    // İzmir
    "aliaga", "balcova", "bayindir", "bayrakli", "bergama", "beydag", "bornova", "buca", "cesme", "cigli", "dikili", "foca", "gaziemir", "guzelbahce",
    "karabaglar", "karaburun", "karsiyaka", "kemalpasa", "kinik", "konak", "menderes", "menemen", "narlidere", "odemis", "seferihisar", "selcuk", "torbali", "urla",
    // Other large districts
    "nilufer", "osmangazi", "gemlik", "inegol", "mudanya", "muratpasa", "konyaalti", "kepez", "alanya", "manavgat", "serik", "gebze", "darica", "golcuk",
    "bodrum", "fethiye", "marmaris", "dalaman", "datca", "milas", "kusadasi", "didim", "ayvalik", "edremit", "seyhan", "cukurova", "yuregir", "ceyhan",
    "mezitli", "tarsus", "erdemli", "sahinbey", "sehitkamil", "selcuklu", "meram", "karatay", "melikgazi", "kocasinan", "talas", "tepebasi", "odunpazari",
    "atakum", "ilkadim", "ortahisar", "serdivan", "corlu", "cerkezkoy", "suleymanpasa", "pamukkale", "merkezefendi", "kayapinar", "antakya", "iskenderun",
  ],
);

/** At least this many pages of one template, for that many different places, make doorway pages (two or three are a few branches). */
export const DOORWAY_MIN_PAGES = 4;
/** Texts that differ by at most this many characters once place names are set aside are one text (two branches differ in address and phone by more). */
export const DOORWAY_MAX_EDITS = 12;
/** Characters of text compared: enough to tell a copied template from a written page, cheap enough for many pages. */
const DOORWAY_TEXT_CHARS = 4_000;
const DOORWAY_GROUP_CAP = 60;

/** The tokens of a text with every place name (and its suffix, "Kadıköy'de") as "#", runs of them as one. */
function withoutPlaces(text: string): { tokens: string[]; places: string[] } {
  const tokens: string[] = [];
  const places: string[] = [];
  for (const token of fold(text).split(/[^a-z0-9']+/)) {
    if (token === "") continue;
    const stem = token.split("'")[0] ?? "";
    if (PLACES.has(stem)) {
      places.push(stem);
      if (tokens.at(-1) !== "#") tokens.push("#");
    } else tokens.push(token);
  }
  return { tokens, places };
}

/** Pages that stand for themselves in the index (a noindexed or canonicalised copy is no doorway to Google). */
function indexable(page: AuditPage): boolean {
  if (!isHtmlPage(page) || isNoindex(page)) return false;
  const canonical = page.canonicals[0];
  return canonical === undefined || canonical === "" || canonical === page.url || canonical === page.finalUrl;
}

function doorways(site: AuditSite): { hits: Hit[]; applicable: number } | "n/a" {
  const pages = site.pages.filter((page) => indexable(page) && page.titles.length > 0);
  if (pages.length < DOORWAY_MIN_PAGES) return "n/a";
  const groups = new Map<string, { page: AuditPage; places: string }[]>();
  for (const page of pages) {
    const title = withoutPlaces(page.titles[0] ?? "");
    if (title.places.length === 0) continue;
    const key = title.tokens.join(" ");
    const group = groups.get(key) ?? [];
    if (group.length < DOORWAY_GROUP_CAP) group.push({ page, places: title.places.join(" ") });
    groups.set(key, group);
  }
  const hits: Hit[] = [];
  for (const group of groups.values()) {
    if (new Set(group.map((member) => member.places)).size < DOORWAY_MIN_PAGES) continue;
    const texts = group.map((member) => withoutPlaces(member.page.text).tokens.join(" ").slice(0, DOORWAY_TEXT_CHARS));
    // Compared with one page of the group at a time (not every pair): a copied template matches any of its copies.
    for (let first = 0; first < Math.min(3, group.length); first += 1) {
      const reference = texts[first] ?? "";
      const cluster = group.filter((_, i) => distance(reference, texts[i] ?? "") <= DOORWAY_MAX_EDITS);
      if (new Set(cluster.map((member) => member.places)).size < DOORWAY_MIN_PAGES) continue;
      const sample = cluster.slice(0, 3).map((member) => member.page.titles[0] ?? member.page.url);
      for (const member of cluster) hits.push({ url: member.page.url, detail: `${cluster.length} × ${sample.join(" / ")}` });
      break;
    }
  }
  const order = new Map(site.pages.map((page, i) => [page.url, i]));
  hits.sort((a, b) => (order.get(a.url) ?? 0) - (order.get(b.url) ?? 0));
  return { hits, applicable: pages.length };
}

/** What differs between the home page our crawler got and the one Googlebot got; null when nothing that matters does. */
function cloaking(site: AuditSite): string | null | "n/a" {
  const probe = site.googlebot;
  const home = siteIndex(site).pageAt(site.homeUrl);
  if (probe === null || probe.view === null || home === undefined || !isHtmlPage(home)) return "n/a";
  const ours = pageView(home);
  const theirs = probe.view;
  const found: string[] = [];
  if (theirs.finalHost !== ours.finalHost) found.push(`Googlebot → ${theirs.finalHost}`);
  const newSpam = theirs.spamTerms.filter((term) => !ours.spamTerms.includes(term));
  if (isSpam(newSpam)) found.push(`Googlebot + ${newSpam.join(", ")}`);
  const newHosts = theirs.outboundHosts.filter((host) => !ours.outboundHosts.includes(host));
  if (newHosts.length >= 3) found.push(`Googlebot + ${newHosts.slice(0, 5).join(", ")}`);
  // An application shell (our crawler got the page before scripts drew it) may be served pre-rendered to Googlebot in good faith: its title and length say nothing.
  if (!ours.emptyAppShell) {
    if (fold(theirs.title).replace(/\s+/g, " ").trim() !== fold(ours.title).replace(/\s+/g, " ").trim()) found.push(`<title> "${theirs.title.slice(0, 80)}" ≠ "${ours.title.slice(0, 80)}"`);
    if (theirs.wordCount > ours.wordCount * 1.5 + 150) found.push(`Googlebot ${theirs.wordCount} / ${ours.wordCount}`);
  }
  return found.length === 0 ? null : found.join("; ");
}

export const INTEGRITY_RULES = [
  pageRule({
    id: "integrity/spam-content",
    family: "integrity",
    // Google removes or demotes hacked pages and may warn searchers: visibility and trust are lost now.
    severity: "error",
    weight: 9,
    // Never n/a on an HTML page: every page's text, title, link texts and link addresses are read.
    check: (page) => (isSpam(page.signals.spamTerms) ? page.signals.spamTerms.join(", ") : null),
  }),
  pageRule({
    id: "integrity/hidden-links",
    family: "integrity",
    // Hidden links to other sites are the mark of link injection, but a hidden pop-up may hold an honest one: a warning.
    severity: "warning",
    weight: 7,
    // Never n/a on an HTML page; links to social networks, messaging and maps in a hidden menu do not count.
    check: (page) => {
      const hidden = page.signals.hiddenLinks.filter((url) => !isSocial(hostOf(url)));
      return hidden.length === 0 ? null : `${hidden.length}: ${[...new Set(hidden.map(hostOf))].slice(0, 5).join(", ")}`;
    },
  }),
  siteRule({
    id: "integrity/cloaking",
    family: "integrity",
    severity: "error",
    weight: 8,
    // n/a: the home page did not answer 200, or Googlebot's request got no HTML 2xx (a firewall refusing a Googlebot that does not come from Google proves nothing).
    check: (site) => {
      const verdict = cloaking(site);
      if (verdict === "n/a") return "n/a";
      return siteFact(verdict !== null, site.homeUrl, verdict);
    },
  }),
  siteRule({
    id: "integrity/doorway-pages",
    family: "integrity",
    // Google's spam policies name doorway pages; made by an agency or injected, they risk the whole site's ranking.
    severity: "warning",
    weight: 6,
    // n/a: fewer than DOORWAY_MIN_PAGES indexable HTML pages with a title (too few to copy a template across places).
    check: doorways,
  }),
];
