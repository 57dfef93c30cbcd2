import { Suspense, type ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { EnhanceScript } from "./features/layout/enhance-script";
import { SiteFooter } from "./features/layout/site-footer";
import { NewsletterForm } from "./features/leads/newsletter-form";
import { SiteHeader } from "./features/layout/site-header";
import { ToastRegion } from "./features/layout/toast-region";
import { WhatsAppWidget } from "./features/layout/whatsapp-widget";
import { NotFound } from "./features/layout/not-found";
import { ERROR_PAGE_TEXT, SKIP_LINK_TEXT } from "./features/layout/content";
import { wantsHydration } from "./shared/hydration";
import { BLOG_FEED } from "./features/blog/feed.content";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
  // Feed readers and browsers find the blog's feed from any page (a path: readers resolve it).
  { rel: "alternate", type: "application/rss+xml", title: BLOG_FEED.title, href: BLOG_FEED.path },
];

export function Layout({ children }: { children: ReactNode }) {
  // Content pages are finished HTML plus the enhancement script; React's runtime is sent only to
  // pages that need it (the SEO tools). See docs/decisions/011. Once React runs in the browser it
  // keeps its scripts and scroll restoration, also after a client-side move to a content page.
  const hydrate = wantsHydration(useMatches()) || typeof document !== "undefined";
  return (
    <html lang="tr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f766e" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#icerik"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          {SKIP_LINK_TEXT}
        </a>
        <SiteHeader />
        {/* Marks a page without React in the browser for the content pages' rendering rules in app.css. */}
        <main id="icerik" className="flex-1" data-content-page={hydrate ? undefined : ""}>
          {children}
        </main>
        {/* Hydrated on its own where React runs (see ToolPage): shorter tasks, lower blocking time. */}
        <Suspense>
          <SiteFooter newsletter={<NewsletterForm />} />
          <WhatsAppWidget />
        </Suspense>
        <ToastRegion />
        <EnhanceScript />
        {hydrate ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFound />;
  }
  return (
    <section className="mx-auto max-w-3xl space-y-4 px-4 py-20 text-center">
      <title>{ERROR_PAGE_TEXT.title}</title>
      <h1 className="text-3xl font-bold">{ERROR_PAGE_TEXT.heading}</h1>
      <p className="text-slate-700">{ERROR_PAGE_TEXT.text}</p>
      <a href="/" className="font-semibold text-brand-800 underline">
        {ERROR_PAGE_TEXT.homeLink}
      </a>
    </section>
  );
}
