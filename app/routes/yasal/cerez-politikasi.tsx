import { LegalDocumentView } from "~/features/legal/legal-document";
import { PageHeader } from "~/site/sections/page-header";
import { COOKIE_TEXT } from "~/features/legal/content";
import { getPage } from "~/site/pages";
import { pageMeta } from "~/site/seo/meta";
import type { Route } from "./+types/cerez-politikasi";

const page = getPage("/cerez-politikasi");

export const meta: Route.MetaFunction = () => pageMeta(page);

// The text is in app/features/legal/content.ts and must be reviewed by the agency's lawyer before going live.
export default function CookiesRoute() {
  return (
    <>
      <PageHeader page={page} />
      <LegalDocumentView document={COOKIE_TEXT} />
    </>
  );
}
