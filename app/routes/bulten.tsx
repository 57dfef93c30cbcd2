import { NewsletterForm } from "~/features/leads/newsletter-form";
import { NEWSLETTER_PAGE_TEXT } from "~/features/leads/pages.content";
import { site } from "~/site/site.content";
import type { Route } from "./+types/bulten";

/** Target of the footer's newsletter form; without JavaScript the visitor lands here. */
export async function action({ request, context }: Route.ActionArgs) {
  const { handleNewsletterSubscription } = await import("~/features/leads/newsletter-action.server");
  return handleNewsletterSubscription(request, context);
}

export const meta: Route.MetaFunction = () => [
  { title: `${NEWSLETTER_PAGE_TEXT.title} | ${site.name}` },
  { name: "robots", content: "noindex, follow" },
];

export default function NewsletterRoute({ actionData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-3xl space-y-6 px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{NEWSLETTER_PAGE_TEXT.title}</h1>
      <p className="text-lg text-slate-700">{NEWSLETTER_PAGE_TEXT.intro}</p>
      <p className="text-slate-700">{NEWSLETTER_PAGE_TEXT.confirmNote}</p>
      <div className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
        <NewsletterForm serverResult={actionData} tone="light" />
      </div>
    </section>
  );
}
