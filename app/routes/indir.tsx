import { Check, ExternalLink, FileText, FileType2, Download, Wrench } from "lucide-react";
import { Link } from "react-router";
import { LlmsDownloadButton } from "~/features/downloads/llms-download-button";
import { QuoteButton } from "~/site/quote-button";
import { PageHeader } from "~/shared/sections/page-header";
import { buttonVariants } from "~/shared/ui/button";
import { LLMS_DOWNLOAD, MORE_RESOURCES_MESSAGE, ROADMAP_PDF } from "~/features/downloads/content";
import { getPage } from "~/site/pages";
import { cn } from "~/shared/cn";
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

function Contents({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-5 space-y-2 text-slate-800">
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2">
          <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-700" />
          {item}
        </li>
      ))}
    </ul>
  );
}

const cardClasses = "flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:p-8";
const badgeClasses = "inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-slate-800";
// On the narrowest phones the card's buttons take the full width and may wrap their label.
const cardButton = "h-auto min-h-12 w-full whitespace-normal px-4 py-2 text-center sm:w-auto";

export default function DownloadsRoute({ loaderData }: Route.ComponentProps) {
  const { pdf } = loaderData;
  return (
    <>
      <PageHeader page={page} />
      <section aria-labelledby="kaynaklar-baslik" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 md:py-16">
        <h2 id="kaynaklar-baslik" className="sr-only">
          İndirilebilir kaynaklar
        </h2>
        <ul className="grid gap-8 lg:grid-cols-2">
          <li className={cardClasses} data-testid="download-llms">
            <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
              <FileText aria-hidden="true" className="size-7" />
            </span>
            <h3 className="mt-5 text-2xl font-bold text-slate-950">{LLMS_DOWNLOAD.title}</h3>
            <p className="mt-2 flex flex-wrap gap-2">
              <span className={badgeClasses}>TXT · Markdown</span>
              <span className={badgeClasses}>llmstxt.org biçimi</span>
            </p>
            <p className="mt-4 leading-relaxed text-slate-700">{LLMS_DOWNLOAD.description}</p>
            <Contents items={LLMS_DOWNLOAD.contents} />
            <div className="mt-auto flex flex-wrap items-center gap-3 pt-8">
              <LlmsDownloadButton className={cardButton} />
              <Link
                to="/seo-araclari/llms-txt-uretici"
                reloadDocument
                className={cn(buttonVariants({ variant: "outline", size: "lg" }), cardButton)}
              >
                <Wrench aria-hidden="true" />
                Kendi dosyanızı oluşturun
              </Link>
            </div>
          </li>
          <li className={cardClasses} data-testid="download-pdf">
            <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-orange-50 text-orange-700">
              <FileType2 aria-hidden="true" className="size-7" />
            </span>
            <h3 className="mt-5 text-2xl font-bold text-slate-950">{ROADMAP_PDF.title}</h3>
            <p className="mt-2 flex flex-wrap gap-2">
              <span className={badgeClasses}>PDF</span>
              {pdf ? (
                <>
                  <span className={badgeClasses}>{pdf.pages} sayfa</span>
                  <span className={badgeClasses}>{pdf.kilobytes} KB</span>
                </>
              ) : null}
              <span className={badgeClasses}>Türkçe</span>
            </p>
            <p className="mt-4 leading-relaxed text-slate-700">{ROADMAP_PDF.description}</p>
            <Contents items={ROADMAP_PDF.contents} />
            <div className="mt-auto flex flex-wrap items-center gap-3 pt-8">
              <a href={ROADMAP_PDF.path} download={ROADMAP_PDF.fileName} className={cn(buttonVariants({ size: "lg" }), cardButton)}>
                <Download aria-hidden="true" />
                PDF'i İndir
              </a>
              <a
                href={ROADMAP_PDF.path}
                target="_blank"
                rel="noopener"
                className={cn(buttonVariants({ variant: "outline", size: "lg" }), cardButton)}
              >
                <ExternalLink aria-hidden="true" />
                Tarayıcıda aç
                <span className="sr-only"> (yeni sekmede açılır)</span>
              </a>
            </div>
          </li>
        </ul>
      </section>
      <section aria-labelledby="daha-fazla-baslik" className="bg-slate-50">
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-12 sm:px-6 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            <h2 id="daha-fazla-baslik" className="text-2xl font-bold tracking-tight text-slate-950">
              Daha fazla kaynak mı arıyorsunuz?
            </h2>
            <p className="mt-2 text-slate-700">
              Kontrol listeleri, rapor şablonları ve sektörünüze özel rehberler için bize WhatsApp'tan yazın; elimizdeki
              kaynakları paylaşalım.
            </p>
          </div>
          <QuoteButton
            label="Daha Fazla Kaynak İsteyin"
            message={MORE_RESOURCES_MESSAGE}
            variant="whatsapp"
            size="lg"
            className="h-auto min-h-12 whitespace-normal py-2"
          />
        </div>
      </section>
    </>
  );
}
