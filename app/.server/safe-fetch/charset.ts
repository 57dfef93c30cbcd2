import { Parser } from "htmlparser2";

/**
 * Body decoding. Order follows the HTML encoding-sniffing algorithm in simplified form:
 * byte-order mark, then the Content-Type charset, then a <meta> prescan of the first 1024 bytes,
 * then UTF-8. Older Turkish sites still serve windows-1254 / ISO-8859-9 (both decode through
 * TextDecoder, which maps ISO-8859-9 to windows-1254 as the WHATWG Encoding standard says).
 */

const PRESCAN_BYTES = 1024;

/** `charset` parameter of a Content-Type value, or null. */
export function charsetFromContentType(contentType: string | undefined | null): string | null {
  if (!contentType) return null;
  for (const param of contentType.split(";").slice(1)) {
    const eq = param.indexOf("=");
    if (eq < 0) continue;
    if (param.slice(0, eq).trim().toLowerCase() !== "charset") continue;
    const value = param.slice(eq + 1).trim().replace(/^["']|["']$/g, "");
    return value ? value.toLowerCase() : null;
  }
  return null;
}

/** Media type without parameters, lowercased ("text/html"). */
export function mediaType(contentType: string | undefined | null): string | null {
  if (!contentType) return null;
  const type = contentType.split(";")[0]?.trim().toLowerCase();
  return type ? type : null;
}

function bomEncoding(bytes: Uint8Array): string | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return "utf-8";
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return "utf-16be";
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return "utf-16le";
  return null;
}

/** Looks for <meta charset> or <meta http-equiv="content-type"> in the first 1024 bytes. */
export function prescanMetaCharset(bytes: Uint8Array): string | null {
  // latin1 maps bytes 1:1, so ASCII markup survives whatever the real encoding is.
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, PRESCAN_BYTES)).toString("latin1");
  let found: string | null = null;
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (found !== null || name !== "meta") return;
        if (attribs.charset) {
          found = attribs.charset.trim().toLowerCase();
        } else if (attribs["http-equiv"]?.toLowerCase() === "content-type") {
          found = charsetFromContentType(attribs.content);
        }
      },
    },
    { decodeEntities: true, lowerCaseAttributeNames: true },
  );
  parser.write(head);
  parser.end();
  return found;
}

// A document that could read its own ASCII <meta> cannot be UTF-16 (HTML standard, prescan step).
function normaliseMetaCharset(label: string | null): string | null {
  return label?.startsWith("utf-16") ? "utf-8" : label;
}

function decoderFor(label: string | null): TextDecoder | null {
  if (!label) return null;
  try {
    return new TextDecoder(label);
  } catch {
    return null;
  }
}

export function decodeBody(bytes: Uint8Array, contentType: string | undefined | null): string {
  const bom = bomEncoding(bytes);
  const isHtml = mediaType(contentType)?.includes("html") ?? false;
  const decoder =
    decoderFor(bom) ??
    decoderFor(charsetFromContentType(contentType)) ??
    (isHtml ? decoderFor(normaliseMetaCharset(prescanMetaCharset(bytes))) : null) ??
    new TextDecoder("utf-8");
  // TextDecoder strips a BOM matching its own encoding; fatal:false replaces bad bytes.
  return decoder.decode(bytes);
}
