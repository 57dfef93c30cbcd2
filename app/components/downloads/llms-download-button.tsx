import { Download, LoaderCircle } from "lucide-react";
import { useState, type MouseEvent } from "react";
import { toast } from "~/lib/browser/toast";
import { buttonVariants } from "~/components/ui/button";
import { LLMS_DOWNLOAD } from "~/content/downloads";
import { downloadFile, MIME } from "~/lib/browser/download";
import { cn } from "~/lib/cn";

// The site files module carries the route table and every article's metadata, so it is loaded only
// when the visitor is about to download (pointer over the button, focus or click).
const loadSiteFiles = () => import("~/lib/seo/site-files");

/**
 * Builds the site's llms.txt in the browser from the same source as /llms.txt. Without JavaScript
 * the link downloads the prerendered /llms.txt itself, so the button works either way.
 */
export function LlmsDownloadButton({ className }: { className?: string }) {
  const [working, setWorking] = useState(false);

  async function onClick(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (working) return;
    setWorking(true);
    try {
      const { siteLlmsTxt } = await loadSiteFiles();
      downloadFile(LLMS_DOWNLOAD.fileName, siteLlmsTxt(), MIME.text);
      toast.success("llms.txt dosyası indirildi!");
    } catch {
      toast.error("Dosya hazırlanamadı. Lütfen sayfayı yenileyip tekrar deneyin.");
    } finally {
      setWorking(false);
    }
  }

  return (
    <a
      href="/llms.txt"
      download={LLMS_DOWNLOAD.fileName}
      onClick={onClick}
      onPointerEnter={() => void loadSiteFiles()}
      onFocus={() => void loadSiteFiles()}
      aria-disabled={working || undefined}
      className={cn(buttonVariants({ size: "lg" }), className)}
    >
      {working ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Download aria-hidden="true" />}
      llms.txt İndir
    </a>
  );
}
