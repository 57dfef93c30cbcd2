/** Texts about the llms.txt file itself: the info block a file never goes without, and the download toast the generator and the downloads page share. */

export const LLMS_DOWNLOADED_MESSAGE = "llms.txt dosyası indirildi!";

/**
 * Written as the info block when a document has none. The reference parser cannot read a file
 * whose intro (the text before the first `##`, stripped) ends with the H1 or with the summary: its
 * pattern `^#\s*title\n+(?:^>\s*summary$)?\n+info` needs a newline after the summary, and the strip
 * has removed it. `# T\n\n> S\n\n## Docs` then comes back with no summary and "> S" as info, and
 * `# T\n\n## Docs` fails outright. So the info block is never empty: one true sentence about the file.
 */
export const LLMS_DEFAULT_INFO = "Bu dosya, dil modelleri için llms.txt biçiminde hazırlanmıştır: https://llmstxt.org";
