import { FileText, FileType2 } from "lucide-react";
import { DOWNLOADS_PAGE as content, LLMS_DOWNLOAD, ROADMAP_PDF } from "~/features/downloads/content";
import { LlmsActions, RoadmapPdfActions } from "~/features/downloads/download-actions";
import { ActionBand } from "~/site/sections/action-band";
import { PageHeader } from "~/site/sections/page-header";
import { ResourceCard } from "~/site/sections/resource-card";
import { SectionShell } from "~/site/sections/section-shell";
import { getPage } from "~/site/pages";
import { QuoteButton } from "~/site/quote-button";
import { pageMeta } from "~/site/seo/meta";
import type { Route } from "./+types/indir";

const page = getPage("/indir");

export const meta: Route.MetaFunction = () => pageMeta(page);

/**
 * Runs when the page is prerendered: size and page count of the roadmap PDF, which
 * scripts/build-pdf.ts wrote into public/ just before the build. Left out if the file is missing.
 */
export async function loader() {
  try {
    const { readFile } = await import("node:fs/promises");
    const pdf = await readFile(`public${ROADMAP_PDF.path}`);
    const pages = pdf.toString("latin1").match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
    return { pdf: { kilobytes: Math.max(1, Math.round(pdf.length / 1024)), pages } };
  } catch {
    return { pdf: null };
  }
}

export default function DownloadsRoute({ loaderData }: Route.ComponentProps) {
  const { pdf } = loaderData;
  const pdfFacts = pdf ? [content.pdf.pages(pdf.pages), content.pdf.size(pdf.kilobytes)] : [];
  return (
    <>
      <PageHeader page={page} />
      <SectionShell id="kaynaklar" title={content.resourcesTitle} hideTitle>
        <ul className="grid gap-8 lg:grid-cols-2">
          <ResourceCard
            testId="download-llms"
            icon={<FileText aria-hidden="true" className="size-7" />}
            title={LLMS_DOWNLOAD.title}
            badges={content.llms.badges}
            description={LLMS_DOWNLOAD.description}
            contents={LLMS_DOWNLOAD.contents}
            actions={<LlmsActions />}
          />
          <ResourceCard
            testId="download-pdf"
            icon={<FileType2 aria-hidden="true" className="size-7" />}
            tint="orange"
            title={ROADMAP_PDF.title}
            badges={[content.pdf.format, ...pdfFacts, content.pdf.language]}
            description={ROADMAP_PDF.description}
            contents={ROADMAP_PDF.contents}
            actions={<RoadmapPdfActions />}
          />
        </ul>
      </SectionShell>
      <ActionBand id="daha-fazla" title={content.more.title} text={content.more.text} tone="muted">
        <QuoteButton
          label={content.more.button}
          message={content.more.message}
          variant="whatsapp"
          size="lg"
          className="h-auto min-h-12 whitespace-normal py-2"
        />
      </ActionBand>
    </>
  );
}
