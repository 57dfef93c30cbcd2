import { Phone } from "lucide-react";
import { Link } from "react-router";
import { QuoteButton } from "~/components/layout/quote-button";
import { PageHeader } from "~/components/sections/page-header";
import { buttonVariants } from "~/components/ui/button";
import { getPage } from "~/content/pages";
import { site } from "~/content/site";
import { pageMeta } from "~/lib/seo/meta";
import { telLink } from "~/lib/whatsapp";
import type { Route } from "./+types/home";

const page = getPage("/");

export const meta: Route.MetaFunction = () => pageMeta(page);

export default function HomeRoute() {
  return (
    <PageHeader page={page}>
      <div className="flex flex-wrap gap-3">
        <QuoteButton size="lg" label="Hemen Bize Ulaş" />
        <Link to="/portfolyo" className={buttonVariants({ variant: "outline", size: "lg" })}>
          Portfolyomuzu İnceleyin
        </Link>
        <a href={telLink} className={buttonVariants({ variant: "ghost", size: "lg" })}>
          <Phone aria-hidden="true" />
          Hemen arayın: {site.phone.display}
        </a>
      </div>
    </PageHeader>
  );
}
