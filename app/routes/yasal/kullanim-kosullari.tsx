import { LegalDocumentView } from "~/components/legal/legal-document";
import { PageHeader } from "~/components/sections/page-header";
import { TERMS_TEXT } from "~/content/legal";
import { getPage } from "~/content/pages";
import { pageMeta } from "~/lib/seo/meta";
import type { Route } from "./+types/kullanim-kosullari";

const page = getPage("/kullanim-kosullari");

export const meta: Route.MetaFunction = () => pageMeta(page);

// The text is in app/content/legal.ts and must be reviewed by the agency's lawyer before going live.
export default function TermsRoute() {
  return (
    <>
      <PageHeader page={page} />
      <LegalDocumentView document={TERMS_TEXT} />
    </>
  );
}
