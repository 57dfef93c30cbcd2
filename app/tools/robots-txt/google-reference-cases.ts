/**
 * Every allow/deny expectation of the test suite of Google's open-source robots.txt parser
 * (github.com/google/robotstxt, robots_test.cc: each EXPECT_TRUE/EXPECT_FALSE on
 * IsUserAgentAllowed), restated as data by us. `google` is the verdict Google's parser gives;
 * case names are the suite's test names with a running number inside each test.
 *
 * Left out on purpose: expectations about the parser's internals (IsValidUserAgentToObey,
 * line counting, byte-order-mark and sitemap callbacks, GetPathParamsQuery, MaybeEscapePattern),
 * since they assert no verdict. Where our verdict differs because RFC 9309 requires it, the case
 * is listed in RFC_EXCEPTIONS below (see docs/decisions/017-robots-txt-differences-from-google.md).
 */

export interface GoogleReferenceCase {
  name: string;
  robotsTxt: string;
  /** Passed exactly as Google's test passes it: the product token the crawler obeys. */
  userAgent: string;
  url: string;
  /** Google's verdict (true = allowed). */
  google: boolean;
}

interface CaseInput {
  robotsTxt: string;
  userAgent: string;
  url: string;
  google: boolean;
}

const cases: GoogleReferenceCase[] = [];

/** Adds the expectations of one Google test, numbering them in order. */
function test(name: string, expectations: CaseInput[]): void {
  expectations.forEach((c, i) => cases.push({ name: `${name} #${i + 1}`, ...c }));
}

const allow = (robotsTxt: string, userAgent: string, url: string): CaseInput => ({ robotsTxt, userAgent, url, google: true });
const deny = (robotsTxt: string, userAgent: string, url: string): CaseInput => ({ robotsTxt, userAgent, url, google: false });

// --- GoogleOnly_SystemTest
{
  const r = "user-agent: FooBot\ndisallow: /\n";
  test("GoogleOnly_SystemTest", [allow("", "FooBot", ""), allow(r, "", ""), deny(r, "FooBot", ""), allow("", "", "")]);
}

// --- ID_LineSyntax_Line (Google accepts a missing colon)
{
  const correct = "user-agent: FooBot\ndisallow: /\n";
  const incorrect = "foo: FooBot\nbar: /\n";
  const incorrectAccepted = "user-agent FooBot\ndisallow /\n";
  const url = "http://foo.bar/x/y";
  test("ID_LineSyntax_Line", [deny(correct, "FooBot", url), allow(incorrect, "FooBot", url), deny(incorrectAccepted, "FooBot", url)]);
}

// --- ID_LineSyntax_Groups
{
  const r =
    "allow: /foo/bar/\n" +
    "\n" +
    "user-agent: FooBot\n" +
    "disallow: /\n" +
    "allow: /x/\n" +
    "user-agent: BarBot\n" +
    "disallow: /\n" +
    "allow: /y/\n" +
    "\n" +
    "\n" +
    "allow: /w/\n" +
    "user-agent: BazBot\n" +
    "\n" +
    "user-agent: FooBot\n" +
    "allow: /z/\n" +
    "disallow: /\n";
  const w = "http://foo.bar/w/a";
  const x = "http://foo.bar/x/b";
  const y = "http://foo.bar/y/c";
  const z = "http://foo.bar/z/d";
  const foo = "http://foo.bar/foo/bar/";
  test("ID_LineSyntax_Groups", [
    allow(r, "FooBot", x),
    allow(r, "FooBot", z),
    deny(r, "FooBot", y),
    allow(r, "BarBot", y),
    allow(r, "BarBot", w),
    deny(r, "BarBot", z),
    allow(r, "BazBot", z),
    deny(r, "FooBot", foo),
    deny(r, "BarBot", foo),
    deny(r, "BazBot", foo),
  ]);
}

// --- ID_LineSyntax_Groups_OtherRules
{
  const sitemap = "User-agent: BarBot\nSitemap: https://foo.bar/sitemap\nUser-agent: *\nDisallow: /\n";
  const unknown = "User-agent: FooBot\nInvalid-Unknown-Line: unknown\nUser-agent: *\nDisallow: /\n";
  const url = "http://foo.bar/";
  test("ID_LineSyntax_Groups_OtherRules", [
    deny(sitemap, "FooBot", url),
    deny(sitemap, "BarBot", url),
    deny(unknown, "FooBot", url),
    deny(unknown, "BarBot", url),
  ]);
}

// --- ID_REPLineNamesCaseInsensitive
{
  const upper = "USER-AGENT: FooBot\nALLOW: /x/\nDISALLOW: /\n";
  const lower = "user-agent: FooBot\nallow: /x/\ndisallow: /\n";
  const camel = "uSeR-aGeNt: FooBot\nAlLoW: /x/\ndIsAlLoW: /\n";
  const ok = "http://foo.bar/x/y";
  const no = "http://foo.bar/a/b";
  test("ID_REPLineNamesCaseInsensitive", [
    allow(upper, "FooBot", ok),
    allow(lower, "FooBot", ok),
    allow(camel, "FooBot", ok),
    deny(upper, "FooBot", no),
    deny(lower, "FooBot", no),
    deny(camel, "FooBot", no),
  ]);
}

// --- ID_UserAgentValueCaseInsensitive
{
  const upper = "User-Agent: FOO BAR\nAllow: /x/\nDisallow: /\n";
  const lower = "User-Agent: foo bar\nAllow: /x/\nDisallow: /\n";
  const camel = "User-Agent: FoO bAr\nAllow: /x/\nDisallow: /\n";
  const ok = "http://foo.bar/x/y";
  const no = "http://foo.bar/a/b";
  test("ID_UserAgentValueCaseInsensitive", [
    allow(upper, "Foo", ok),
    allow(lower, "Foo", ok),
    allow(camel, "Foo", ok),
    deny(upper, "Foo", no),
    deny(lower, "Foo", no),
    deny(camel, "Foo", no),
    allow(upper, "foo", ok),
    allow(lower, "foo", ok),
    allow(camel, "foo", ok),
    deny(upper, "foo", no),
    deny(lower, "foo", no),
    deny(camel, "foo", no),
  ]);
}

// --- GoogleOnly_AcceptUserAgentUpToFirstSpace
{
  const r = "User-Agent: *\nDisallow: /\nUser-Agent: Foo Bar\nAllow: /x/\nDisallow: /\n";
  const url = "http://foo.bar/x/y";
  test("GoogleOnly_AcceptUserAgentUpToFirstSpace", [allow(r, "Foo", url), deny(r, "Foo Bar", url)]);
}

// --- ID_GlobalGroups_Secondary
{
  const global = "user-agent: *\nallow: /\nuser-agent: FooBot\ndisallow: /\n";
  const onlySpecific = "user-agent: FooBot\nallow: /\nuser-agent: BarBot\ndisallow: /\nuser-agent: BazBot\ndisallow: /\n";
  const url = "http://foo.bar/x/y";
  test("ID_GlobalGroups_Secondary", [
    allow("", "FooBot", url),
    deny(global, "FooBot", url),
    allow(global, "BarBot", url),
    allow(onlySpecific, "QuxBot", url),
  ]);
}

// --- ID_AllowDisallow_Value_CaseSensitive
{
  const url = "http://foo.bar/x/y";
  test("ID_AllowDisallow_Value_CaseSensitive", [
    deny("user-agent: FooBot\ndisallow: /x/\n", "FooBot", url),
    allow("user-agent: FooBot\ndisallow: /X/\n", "FooBot", url),
  ]);
}

// --- ID_LongestMatch
{
  const url = "http://foo.bar/x/page.html";
  const ua = "user-agent: FooBot\n";
  test("ID_LongestMatch", [
    deny(`${ua}disallow: /x/page.html\nallow: /x/\n`, "FooBot", url),
    allow(`${ua}allow: /x/page.html\ndisallow: /x/\n`, "FooBot", url),
    deny(`${ua}allow: /x/page.html\ndisallow: /x/\n`, "FooBot", "http://foo.bar/x/"),
    allow(`${ua}disallow: \nallow: \n`, "FooBot", url),
    allow(`${ua}disallow: /\nallow: /\n`, "FooBot", url),
    deny(`${ua}disallow: /x\nallow: /x/\n`, "FooBot", "http://foo.bar/x"),
    allow(`${ua}disallow: /x\nallow: /x/\n`, "FooBot", "http://foo.bar/x/"),
    allow(`${ua}disallow: /x/page.html\nallow: /x/page.html\n`, "FooBot", url),
    deny(`${ua}allow: /page\ndisallow: /*.html\n`, "FooBot", "http://foo.bar/page.html"),
    allow(`${ua}allow: /page\ndisallow: /*.html\n`, "FooBot", "http://foo.bar/page"),
    allow(`${ua}allow: /x/page.\ndisallow: /*.html\n`, "FooBot", url),
    deny(`${ua}allow: /x/page.\ndisallow: /*.html\n`, "FooBot", "http://foo.bar/x/y.html"),
    allow("User-agent: *\nDisallow: /x/\nUser-agent: FooBot\nDisallow: /y/\n", "FooBot", "http://foo.bar/x/page"),
    deny("User-agent: *\nDisallow: /x/\nUser-agent: FooBot\nDisallow: /y/\n", "FooBot", "http://foo.bar/y/page"),
  ]);
}

// --- ID_Encoding
{
  const query = "User-agent: FooBot\nDisallow: /\nAllow: /foo/bar?qux=taz&baz=http://foo.bar?tar&par\n";
  const raw = "User-agent: FooBot\nDisallow: /\nAllow: /foo/bar/ツ\n";
  const encoded = "User-agent: FooBot\nDisallow: /\nAllow: /foo/bar/%E3%83%84\n";
  const unreserved = "User-agent: FooBot\nDisallow: /\nAllow: /foo/bar/%62%61%7A\n";
  test("ID_Encoding", [
    allow(query, "FooBot", "http://foo.bar/foo/bar?qux=taz&baz=http://foo.bar?tar&par"),
    allow(raw, "FooBot", "http://foo.bar/foo/bar/%E3%83%84"),
    deny(raw, "FooBot", "http://foo.bar/foo/bar/ツ"),
    allow(encoded, "FooBot", "http://foo.bar/foo/bar/%E3%83%84"),
    deny(encoded, "FooBot", "http://foo.bar/foo/bar/ツ"),
    deny(unreserved, "FooBot", "http://foo.bar/foo/bar/baz"),
    allow(unreserved, "FooBot", "http://foo.bar/foo/bar/%62%61%7A"),
  ]);
}

// --- ID_SpecialCharacters
{
  const star = "User-agent: FooBot\nDisallow: /foo/bar/quz\nAllow: /foo/*/qux\n";
  const dollar = "User-agent: FooBot\nDisallow: /foo/bar$\nAllow: /foo/bar/qux\n";
  const hash = "User-agent: FooBot\n# Disallow: /\nDisallow: /foo/quz#qux\nAllow: /\n";
  test("ID_SpecialCharacters", [
    deny(star, "FooBot", "http://foo.bar/foo/bar/quz"),
    allow(star, "FooBot", "http://foo.bar/foo/quz"),
    allow(star, "FooBot", "http://foo.bar/foo//quz"),
    allow(star, "FooBot", "http://foo.bar/foo/bax/quz"),
    deny(dollar, "FooBot", "http://foo.bar/foo/bar"),
    allow(dollar, "FooBot", "http://foo.bar/foo/bar/qux"),
    allow(dollar, "FooBot", "http://foo.bar/foo/bar/"),
    allow(dollar, "FooBot", "http://foo.bar/foo/bar/baz"),
    allow(hash, "FooBot", "http://foo.bar/foo/bar"),
    deny(hash, "FooBot", "http://foo.bar/foo/quz"),
  ]);
}

// --- GoogleOnly_IndexHTMLisDirectory
{
  const r = "User-Agent: *\nAllow: /allowed-slash/index.html\nDisallow: /\n";
  test("GoogleOnly_IndexHTMLisDirectory", [
    allow(r, "foobot", "http://foo.com/allowed-slash/"),
    deny(r, "foobot", "http://foo.com/allowed-slash/index.htm"),
    allow(r, "foobot", "http://foo.com/allowed-slash/index.html"),
    deny(r, "foobot", "http://foo.com/anyother-url"),
  ]);
}

// --- GoogleOnly_LineTooLong (lines are cut after 8 × 2083 bytes)
{
  const maxLineLen = 2083 * 8;
  const eolLen = 1;
  const disallowKey = "disallow: ";
  const allowKey = "allow: ";

  let longline = "/x/";
  const maxA = maxLineLen - longline.length - disallowKey.length + eolLen;
  longline = longline.padEnd(maxA, "a");
  const first = `user-agent: FooBot\n${disallowKey}${longline}/qux\n`;

  let longA = "/x/";
  let longB = "/x/";
  const maxB = maxLineLen - longA.length - allowKey.length + eolLen;
  longA = longA.padEnd(maxB, "a");
  longB = longB.padEnd(maxB, "b");
  const second = `user-agent: FooBot\ndisallow: /\n${allowKey}${longA}/qux\n${allowKey}${longB}/qux\n`;

  test("GoogleOnly_LineTooLong", [
    allow(first, "FooBot", "http://foo.bar/fux"),
    deny(first, "FooBot", `http://foo.bar${longline}/fux`),
    deny(second, "FooBot", "http://foo.bar/"),
    allow(second, "FooBot", `http://foo.bar${longA}/qux`),
    allow(second, "FooBot", `http://foo.bar${longB}/fux`),
  ]);
}

// --- GoogleOnly_DocumentationChecks
{
  const ua = "user-agent: FooBot\n";
  const fish = `${ua}disallow: /\nallow: /fish\n`;
  const fishStar = `${ua}disallow: /\nallow: /fish*\n`;
  const fishSlash = `${ua}disallow: /\nallow: /fish/\n`;
  const php = `${ua}disallow: /\nallow: /*.php\n`;
  const phpEnd = `${ua}disallow: /\nallow: /*.php$\n`;
  const fishPhp = `${ua}disallow: /\nallow: /fish*.php\n`;
  const b = "http://foo.bar";
  test("GoogleOnly_DocumentationChecks", [
    deny(fish, "FooBot", `${b}/bar`),
    allow(fish, "FooBot", `${b}/fish`),
    allow(fish, "FooBot", `${b}/fish.html`),
    allow(fish, "FooBot", `${b}/fish/salmon.html`),
    allow(fish, "FooBot", `${b}/fishheads`),
    allow(fish, "FooBot", `${b}/fishheads/yummy.html`),
    allow(fish, "FooBot", `${b}/fish.html?id=anything`),
    deny(fish, "FooBot", `${b}/Fish.asp`),
    deny(fish, "FooBot", `${b}/catfish`),
    deny(fish, "FooBot", `${b}/?id=fish`),

    deny(fishStar, "FooBot", `${b}/bar`),
    allow(fishStar, "FooBot", `${b}/fish`),
    allow(fishStar, "FooBot", `${b}/fish.html`),
    allow(fishStar, "FooBot", `${b}/fish/salmon.html`),
    allow(fishStar, "FooBot", `${b}/fishheads`),
    allow(fishStar, "FooBot", `${b}/fishheads/yummy.html`),
    allow(fishStar, "FooBot", `${b}/fish.html?id=anything`),
    deny(fishStar, "FooBot", `${b}/Fish.bar`),
    deny(fishStar, "FooBot", `${b}/catfish`),
    deny(fishStar, "FooBot", `${b}/?id=fish`),

    deny(fishSlash, "FooBot", `${b}/bar`),
    allow(fishSlash, "FooBot", `${b}/fish/`),
    allow(fishSlash, "FooBot", `${b}/fish/salmon`),
    allow(fishSlash, "FooBot", `${b}/fish/?salmon`),
    allow(fishSlash, "FooBot", `${b}/fish/salmon.html`),
    allow(fishSlash, "FooBot", `${b}/fish/?id=anything`),
    deny(fishSlash, "FooBot", `${b}/fish`),
    deny(fishSlash, "FooBot", `${b}/fish.html`),
    deny(fishSlash, "FooBot", `${b}/Fish/Salmon.html`),

    deny(php, "FooBot", `${b}/bar`),
    allow(php, "FooBot", `${b}/filename.php`),
    allow(php, "FooBot", `${b}/folder/filename.php`),
    allow(php, "FooBot", `${b}/folder/filename.php?parameters`),
    allow(php, "FooBot", `${b}//folder/any.php.file.html`),
    allow(php, "FooBot", `${b}/filename.php/`),
    allow(php, "FooBot", `${b}/index?f=filename.php/`),
    deny(php, "FooBot", `${b}/php/`),
    deny(php, "FooBot", `${b}/index?php`),
    deny(php, "FooBot", `${b}/windows.PHP`),

    deny(phpEnd, "FooBot", `${b}/bar`),
    allow(phpEnd, "FooBot", `${b}/filename.php`),
    allow(phpEnd, "FooBot", `${b}/folder/filename.php`),
    deny(phpEnd, "FooBot", `${b}/filename.php?parameters`),
    deny(phpEnd, "FooBot", `${b}/filename.php/`),
    deny(phpEnd, "FooBot", `${b}/filename.php5`),
    deny(phpEnd, "FooBot", `${b}/php/`),
    deny(phpEnd, "FooBot", `${b}/filename?php`),
    deny(phpEnd, "FooBot", `${b}/aaaphpaaa`),
    deny(phpEnd, "FooBot", `${b}//windows.PHP`),

    deny(fishPhp, "FooBot", `${b}/bar`),
    allow(fishPhp, "FooBot", `${b}/fish.php`),
    allow(fishPhp, "FooBot", `${b}/fishheads/catfish.php?parameters`),
    deny(fishPhp, "FooBot", `${b}/Fish.PHP`),

    // Section "Order of precedence for group-member records".
    allow(`${ua}allow: /p\ndisallow: /\n`, "FooBot", "http://example.com/page"),
    allow(`${ua}allow: /folder\ndisallow: /folder\n`, "FooBot", "http://example.com/folder/page"),
    deny(`${ua}allow: /page\ndisallow: /*.htm\n`, "FooBot", "http://example.com/page.htm"),
    allow(`${ua}allow: /$\ndisallow: /\n`, "FooBot", "http://example.com/"),
    deny(`${ua}allow: /$\ndisallow: /\n`, "FooBot", "http://example.com/page.html"),
  ]);
}

export const GOOGLE_REFERENCE_CASES: readonly GoogleReferenceCase[] = cases;

export interface RfcException {
  /** Our verdict (true = allowed). */
  ours: boolean;
  rfcSection: string;
  why: string;
}

/**
 * Cases where RFC 9309 requires a different verdict than Google's parser gives. Each is listed
 * in docs/decisions/017-robots-txt-differences-from-google.md.
 */
export const RFC_EXCEPTIONS: Readonly<Record<string, RfcException>> = {
  "ID_Encoding #3": {
    ours: true,
    rfcSection: "2.2.2",
    why: "Non-ASCII octets in the URL are percent-encoded before comparison, so /foo/bar/ツ is /foo/bar/%E3%83%84.",
  },
  "ID_Encoding #5": {
    ours: true,
    rfcSection: "2.2.2",
    why: "Same as ID_Encoding #3, with the rule already written percent-encoded.",
  },
  "ID_Encoding #6": {
    ours: true,
    rfcSection: "2.2.2",
    why: "Percent-encoded unreserved characters are decoded before comparison: %62%61%7A is baz.",
  },
};
