import { LegalDocumentView } from "~/components/legal/legal-document";
import { PageHeader } from "~/components/sections/page-header";
import { COOKIE_TEXT } from "~/content/legal";
import { getPage } from "~/content/pages";
import { pageMeta } from "~/lib/seo/meta";
import type { Route } from "./+types/cerez-politikasi";

const page = getPage("/cerez-politikasi");

export const meta: Route.MetaFunction = () => pageMeta(page);

// The text is in app/content/legal.ts and must be reviewed by the agency's lawyer before going live.
export default function CookiesRoute() {
  return (
    <>
      <PageHeader page={page} />
      <LegalDocumentView document={COOKIE_TEXT} />
    </>
  );
}
