import { LegalDocumentView } from "~/features/legal/legal-document";
import { PageHeader } from "~/site/sections/page-header";
import { PRIVACY_TEXT } from "~/features/legal/content";
import { getPage } from "~/site/pages";
import { pageMeta } from "~/site/seo/meta";
import type { Route } from "./+types/gizlilik-politikasi";

const page = getPage("/gizlilik-politikasi");

export const meta: Route.MetaFunction = () => pageMeta(page);

// The text is in app/features/legal/content.ts and must be reviewed by the agency's lawyer before going live.
export default function PrivacyRoute() {
  return (
    <>
      <PageHeader page={page} />
      <LegalDocumentView document={PRIVACY_TEXT} />
    </>
  );
}
