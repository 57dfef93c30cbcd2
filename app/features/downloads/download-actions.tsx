import { Download, ExternalLink, Wrench } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/shared/ui/button";
import { cn } from "~/shared/cn";
import { DOWNLOADS_PAGE, ROADMAP_PDF } from "./content";
import { LlmsDownloadButton } from "./llms-download-button";

// On the narrowest phones the card's buttons take the full width and may wrap their label.
const cardButton = "h-auto min-h-12 w-full whitespace-normal px-4 py-2 text-center sm:w-auto";

/** Download our llms.txt, or open the generator to write one's own. */
export function LlmsActions() {
  const { generator } = DOWNLOADS_PAGE.llms;
  return (
    <>
      <LlmsDownloadButton className={cardButton} />
      <Link to={generator.href} reloadDocument className={cn(buttonVariants({ variant: "outline", size: "lg" }), cardButton)}>
        <Wrench aria-hidden="true" />
        {generator.label}
      </Link>
    </>
  );
}

/** Download the roadmap PDF, or open it in a new tab. */
export function RoadmapPdfActions() {
  const text = DOWNLOADS_PAGE.pdf;
  return (
    <>
      <a href={ROADMAP_PDF.path} download={ROADMAP_PDF.fileName} className={cn(buttonVariants({ size: "lg" }), cardButton)}>
        <Download aria-hidden="true" />
        {text.download}
      </a>
      <a href={ROADMAP_PDF.path} target="_blank" rel="noopener" className={cn(buttonVariants({ variant: "outline", size: "lg" }), cardButton)}>
        <ExternalLink aria-hidden="true" />
        {text.open}
        <span className="sr-only">{text.newTab}</span>
      </a>
    </>
  );
}
