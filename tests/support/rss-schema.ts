/**
 * Test-only: the required structure of an RSS 2.0 document (rssboard.org/rss-specification) as a
 * RELAX NG grammar, checked by libxml2 (xmllint-wasm): `rss version="2.0"` with one `channel` that
 * has `title`, `link` and `description`; each `item` has a `title` or a `description`; dates are
 * RFC 822; elements of other namespaces (atom:link, dc:creator) are allowed anywhere an extension
 * may go. The RSS board publishes no schema of its own.
 */
import { validateXML } from "xmllint-wasm";

const RFC_822 =
  "(Mon|Tue|Wed|Thu|Fri|Sat|Sun), [0-9]{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) [0-9]{4} [0-9]{2}:[0-9]{2}(:[0-9]{2})? ([+\\-][0-9]{4}|GMT|UT|[ECMP][SD]T)";

export const RSS_2_RNG = `<?xml version="1.0" encoding="UTF-8"?>
<grammar xmlns="http://relaxng.org/ns/structure/1.0" datatypeLibrary="http://www.w3.org/2001/XMLSchema-datatypes">
  <start>
    <element name="rss">
      <attribute name="version"><value>2.0</value></attribute>
      <element name="channel">
        <interleave>
          <element name="title"><text/></element>
          <element name="link"><ref name="url"/></element>
          <element name="description"><text/></element>
          <optional><element name="language"><data type="language"/></element></optional>
          <optional><element name="copyright"><text/></element></optional>
          <optional><element name="managingEditor"><text/></element></optional>
          <optional><element name="webMaster"><text/></element></optional>
          <optional><element name="pubDate"><ref name="date"/></element></optional>
          <optional><element name="lastBuildDate"><ref name="date"/></element></optional>
          <zeroOrMore><element name="category"><optional><attribute name="domain"/></optional><text/></element></zeroOrMore>
          <optional><element name="generator"><text/></element></optional>
          <optional><element name="docs"><ref name="url"/></element></optional>
          <optional><element name="ttl"><data type="nonNegativeInteger"/></element></optional>
          <zeroOrMore><ref name="foreign"/></zeroOrMore>
          <zeroOrMore><ref name="item"/></zeroOrMore>
        </interleave>
      </element>
    </element>
  </start>

  <define name="item">
    <element name="item">
      <interleave>
        <choice>
          <group><element name="title"><text/></element><optional><element name="description"><text/></element></optional></group>
          <element name="description"><text/></element>
        </choice>
        <optional><element name="link"><ref name="url"/></element></optional>
        <optional>
          <element name="guid">
            <optional><attribute name="isPermaLink"><choice><value>true</value><value>false</value></choice></attribute></optional>
            <text/>
          </element>
        </optional>
        <optional><element name="pubDate"><ref name="date"/></element></optional>
        <optional><element name="author"><text/></element></optional>
        <optional><element name="comments"><ref name="url"/></element></optional>
        <zeroOrMore><element name="category"><optional><attribute name="domain"/></optional><text/></element></zeroOrMore>
        <zeroOrMore><ref name="foreign"/></zeroOrMore>
      </interleave>
    </element>
  </define>

  <define name="url"><data type="anyURI"><param name="pattern">https?://.+</param></data></define>
  <define name="date"><data type="string"><param name="pattern">${RFC_822}</param></data></define>

  <define name="foreign">
    <element><anyName><except><nsName ns=""/></except></anyName><ref name="anything"/></element>
  </define>
  <define name="anything">
    <zeroOrMore><choice><attribute><anyName/></attribute><text/><element><anyName/><ref name="anything"/></element></choice></zeroOrMore>
  </define>
</grammar>`;

export async function validateRss(xml: string): Promise<{ valid: boolean; errors: string[] }> {
  const result = await validateXML({
    xml: { fileName: "feed.xml", contents: xml },
    schema: { fileName: "rss.rng", contents: RSS_2_RNG },
    extension: "relaxng",
  });
  return { valid: result.valid, errors: result.errors.map((error) => error.rawMessage) };
}
