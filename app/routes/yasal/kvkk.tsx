import { LegalDocumentView } from "~/features/legal/legal-document";
import { PageHeader } from "~/site/sections/page-header";
import { KVKK_TEXT } from "~/features/legal/content";
import { getPage } from "~/site/pages";
import { pageMeta } from "~/site/seo/meta";
import type { Route } from "./+types/kvkk";

const page = getPage("/kvkk");

export const meta: Route.MetaFunction = () => pageMeta(page);

// The text is in app/features/legal/content.ts and must be reviewed by the agency's lawyer before going live.
export default function KvkkRoute() {
  return (
    <>
      <PageHeader page={page} />
      <LegalDocumentView document={KVKK_TEXT} />
    </>
  );
}
