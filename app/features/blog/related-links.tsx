import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { RelatedLink } from "./article-views";

interface RelatedLinksProps {
  id: string;
  title: string;
  links: readonly RelatedLink[];
  /** Tools are separate documents (they load their own scripts), so they open with a full page load. */
  reloadDocument?: boolean;
}

export function RelatedLinks({ id, title, links, reloadDocument = false }: RelatedLinksProps) {
  if (links.length === 0) return null;
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id={id} className="text-lg font-bold text-slate-950">
        {title}
      </h2>
      <ul className="mt-4 space-y-4">
        {links.map((link) => (
          <li key={link.path}>
            <Link
              to={link.path}
              reloadDocument={reloadDocument}
              className="group flex items-start justify-between gap-3 rounded-lg p-2 -m-2 hover:bg-brand-50"
            >
              <span>
                <span className="font-semibold text-brand-800 group-hover:underline">{link.label}</span>
                <span className="mt-1 block text-sm text-slate-700">{link.description}</span>
              </span>
              <ArrowRight aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-700" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
