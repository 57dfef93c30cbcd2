import { CircleCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { QuoteButton } from "~/site/quote-button";
import { buttonVariants } from "~/shared/ui/button";
import type { PageDefinition } from "~/site/pages";
import type { HeroContent } from "~/shared/content-types";
import { cn } from "~/shared/cn";
import { Breadcrumbs } from "./breadcrumbs";
import { VideoFacade } from "./video-facade";

interface ServiceHeroProps {
  page: PageDefinition;
  highlights?: readonly string[];
  /** Buttons under the introduction. */
  actions?: ReactNode;
  /** Right-hand column on large screens (video, figures); below the text on phones. */
  aside?: ReactNode;
}

/**
 * The page's one H1 and its introduction exactly as in the page table, with breadcrumbs (except
 * on the home page), selling points, buttons and an optional second column.
 */
export function ServiceHero({ page, highlights, actions, aside }: ServiceHeroProps) {
  return (
    <section aria-labelledby="sayfa-basligi" className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
      <div
        className={cn(
          "mx-auto max-w-7xl px-4 py-10 sm:px-6 md:py-16",
          aside ? "grid gap-10 lg:grid-cols-2 lg:items-center lg:gap-14" : undefined,
        )}
      >
        <div className="space-y-6">
          {page.path === "/" ? null : <Breadcrumbs page={page} />}
          <h1 id="sayfa-basligi" className="max-w-4xl text-3xl font-bold tracking-tight text-slate-950 sm:text-4xl md:text-5xl">
            {page.h1}
          </h1>
          <p className="max-w-3xl text-lg leading-relaxed text-slate-700">{page.intro}</p>
          {highlights?.length ? (
            <ul className="space-y-2.5">
              {highlights.map((item) => (
                <li key={item} className="flex gap-2.5 text-slate-800">
                  <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          ) : null}
          {actions ? <div className="flex flex-col gap-3 pt-1 sm:flex-row sm:flex-wrap">{actions}</div> : null}
        </div>
        {aside ? <div>{aside}</div> : null}
      </div>
    </section>
  );
}

/** A link that scrolls within the page for "#..." targets and navigates client-side otherwise. */
export function SmartLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return href.startsWith("#") ? (
    <a href={href} className={className}>
      {children}
    </a>
  ) : (
    <Link to={href} prefetch="intent" className={className}>
      {children}
    </Link>
  );
}

/** Hero of a service page from its content: WhatsApp button, secondary link, optional video. */
export function ServicePageHero({ page, hero }: { page: PageDefinition; hero: HeroContent }) {
  return (
    <ServiceHero
      page={page}
      highlights={hero.highlights}
      actions={
        <>
          <QuoteButton label={hero.primary.label} message={hero.primary.message} size="lg" />
          {hero.secondary ? (
            <SmartLink href={hero.secondary.href} className={buttonVariants({ variant: "outline", size: "lg" })}>
              {hero.secondary.label}
            </SmartLink>
          ) : null}
        </>
      }
      aside={
        hero.video ? (
          <VideoFacade video={hero.video} priority />
        ) : hero.illustration ? (
          <img
            src={hero.illustration.src}
            alt={hero.illustration.alt}
            width={hero.illustration.width}
            height={hero.illustration.height}
            fetchPriority="high"
            className="mx-auto h-auto w-full max-w-xl"
          />
        ) : undefined
      }
    />
  );
}
