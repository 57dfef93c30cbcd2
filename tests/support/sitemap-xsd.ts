/**
 * Test-only: validates XML against the sitemaps.org schemas vendored in
 * `tests/fixtures/sitemaps.org/` (see the README there for their origin and licence), so a fresh
 * clone tests on its own.
 */
import { readFileSync } from "node:fs";
import { validateXML } from "xmllint-wasm";

const referenceFile = (name: string): string =>
  readFileSync(new URL(`../fixtures/sitemaps.org/${name}`, import.meta.url), "utf8");

export const SITEMAP_XSD = referenceFile("sitemap.xsd");
export const SITEINDEX_XSD = referenceFile("siteindex.xsd");

/**
 * sitemap.xsd admits foreign elements with processContents="strict", so an `xhtml:link` needs a
 * declaration. The W3C publishes no schema for this use; this minimal one states exactly what
 * Google documents for hreflang in sitemaps.
 */
const XHTML_LINK_XSD = `<?xml version="1.0" encoding="UTF-8"?>
<xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema"
  targetNamespace="http://www.w3.org/1999/xhtml" elementFormDefault="qualified">
  <xsd:element name="link">
    <xsd:complexType>
      <xsd:attribute name="rel" type="xsd:string" use="required" fixed="alternate"/>
      <xsd:attribute name="hreflang" type="xsd:string" use="required"/>
      <xsd:attribute name="href" type="xsd:anyURI" use="required"/>
    </xsd:complexType>
  </xsd:element>
</xsd:schema>`;

const SITEMAP_WITH_XHTML_XSD = `<?xml version="1.0" encoding="UTF-8"?>
<xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema">
  <xsd:import namespace="http://www.sitemaps.org/schemas/sitemap/0.9" schemaLocation="sitemap.xsd"/>
  <xsd:import namespace="http://www.w3.org/1999/xhtml" schemaLocation="xhtml-link.xsd"/>
</xsd:schema>`;

export interface XsdResult {
  valid: boolean;
  errors: string[];
}

async function validate(
  xml: string,
  schemaName: string,
  schema: string,
  preload: { fileName: string; contents: string }[] = [],
): Promise<XsdResult> {
  const result = await validateXML({
    xml: [{ fileName: "document.xml", contents: xml }],
    schema: [{ fileName: schemaName, contents: schema }],
    preload,
    // 50 MB documents need more than the default 32 MiB of WebAssembly memory.
    initialMemoryPages: 256,
    maxMemoryPages: 65_536,
  });
  return { valid: result.valid, errors: result.errors.map((error) => error.message) };
}

export function validateSitemap(xml: string): Promise<XsdResult> {
  return validate(xml, "sitemap.xsd", SITEMAP_XSD);
}

export function validateSitemapIndex(xml: string): Promise<XsdResult> {
  return validate(xml, "siteindex.xsd", SITEINDEX_XSD);
}

export function validateSitemapWithHreflang(xml: string): Promise<XsdResult> {
  return validate(xml, "driver.xsd", SITEMAP_WITH_XHTML_XSD, [
    { fileName: "sitemap.xsd", contents: SITEMAP_XSD },
    { fileName: "xhtml-link.xsd", contents: XHTML_LINK_XSD },
  ]);
}
