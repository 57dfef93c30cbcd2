import { SafeFetchError, safeFetch } from "~/.server/safe-fetch";
import type { SafeFetchOptions } from "~/.server/safe-fetch";
import { LLMS_TXT_MAX_BYTES, LLMS_TXT_TYPES } from "~/capabilities/llms-txt-grammar/reference-check";
import type { ExistingLlmsTxt } from "../schema";

/**
 * A site's /llms.txt, text only and bounded (LLMS_TXT_MAX_BYTES), for the llms.txt generator's
 * crawl and the site audit. `text` is null when it did not answer with text; `status` is 200
 * then when it answered 2xx with another type (an HTML page served for any address, typically).
 */
export async function readLlmsTxt(siteUrl: string, fetchOptions: SafeFetchOptions): Promise<ExistingLlmsTxt> {
  const url = new URL("/llms.txt", siteUrl).href;
  try {
    const response = await safeFetch(url, {
      ...fetchOptions,
      acceptContentTypes: LLMS_TXT_TYPES,
      maxBytes: LLMS_TXT_MAX_BYTES,
      headers: { accept: "text/plain, text/markdown;q=0.9" },
    });
    return { url, status: response.status, text: response.body };
  } catch (error) {
    if (!(error instanceof SafeFetchError)) throw error;
    if (error.code === "http_status") return { url, status: error.status ?? null, text: null };
    // Answered, but not as text (an HTML error page with 200, for instance).
    if (error.code === "not_html") return { url, status: 200, text: null };
    return { url, status: null, text: null };
  }
}
