import { Download } from "lucide-react";
import { buttonVariants } from "~/shared/ui/button";
import { DOWNLOADS_PAGE, LLMS_DOWNLOAD } from "./content";
import { cn } from "~/shared/cn";
import { LLMS_DOWNLOADED_MESSAGE } from "~/capabilities/llms-txt-grammar/messages.content";

/**
 * Downloads the site's llms.txt: the file /llms.txt is generated at build time from the same
 * page table and articles the pages are, so the browser saves it as is (no script needed); the
 * enhancement script adds the required confirmation toast.
 */
export function LlmsDownloadButton({ className }: { className?: string }) {
  return (
    <a
      href="/llms.txt"
      download={LLMS_DOWNLOAD.fileName}
      data-download-toast={LLMS_DOWNLOADED_MESSAGE}
      className={cn(buttonVariants({ size: "lg" }), className)}
    >
      <Download aria-hidden="true" />
      {DOWNLOADS_PAGE.llms.download}
    </a>
  );
}
