import { useId } from "react";
import { isLinkProblem, type ExistingLlmsCheck } from "~/features/llms-txt/from-site";
import {
  problemText,
  SITE_FILL_REPORT_TEXT as TEXT,
  verdictText,
} from "~/features/llms-txt/site-fill-report.content";

/** The check of the site's existing /llms.txt: format problems, each link's verdict, omitted sitemap pages. */
export function ExistingLlmsReport({ check, hasSitemap }: { check: ExistingLlmsCheck; hasSitemap: boolean }) {
  const id = useId();
  const problemLinks = check.links.filter((link) => isLinkProblem(link.verdict)).length;
  return (
    <section aria-labelledby={`${id}-baslik`} className="space-y-4 rounded-lg border border-slate-200 p-4" data-testid="existing-llms-report">
      <h3 id={`${id}-baslik`} className="text-lg font-bold text-slate-950">
        {TEXT.existingTitle}{" "}
        <a href={check.url} className="break-all text-base font-medium text-brand-800 underline underline-offset-4">
          {check.url}
        </a>
      </h3>
      {!check.found ? (
        <p className="text-sm text-slate-700">{TEXT.existingMissing(check.status)}</p>
      ) : (
        <>
          <div className="space-y-2">
            <h4 className="font-semibold text-slate-900">{TEXT.problemsTitle}</h4>
            {check.problems.length === 0 ? (
              <p className="text-sm text-slate-700">{TEXT.noProblems}</p>
            ) : (
              <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800">
                {check.problems.map((problem, index) => (
                  <li key={index}>
                    {problemText(problem)}
                    {problem.code === "format" ? (
                      <span className="block text-slate-600">
                        {TEXT.parserDetail}{" "}
                        <code lang="en" className="break-words">
                          {problem.detail}
                        </code>
                      </span>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="space-y-2">
            <h4 className="font-semibold text-slate-900">{TEXT.linksTitle}</h4>
            <p className="text-sm text-slate-700">{TEXT.linksSummary(problemLinks, check.links.length)}</p>
            {check.links.length > 0 ? (
              <div className="overflow-x-auto">
                <table className="w-full text-left text-sm">
                  <thead>
                    <tr className="border-b border-slate-200 text-slate-700">
                      <th scope="col" className="py-1.5 pr-3 font-semibold">
                        {TEXT.linkColumn}
                      </th>
                      <th scope="col" className="py-1.5 font-semibold">
                        {TEXT.verdictColumn}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {check.links.map((link, index) => (
                      <tr key={index} className="border-b border-slate-100 align-top" data-verdict={link.verdict.kind}>
                        <td className="py-1.5 pr-3">
                          <span className="block font-medium text-slate-900">{link.title}</span>
                          <span className="block break-all font-mono text-xs text-slate-600">{link.url}</span>
                        </td>
                        <td className={isLinkProblem(link.verdict) ? "py-1.5 font-medium text-red-700" : "py-1.5 text-slate-700"}>
                          {verdictText(link.verdict)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : null}
          </div>
          <div className="space-y-2">
            <h4 className="font-semibold text-slate-900">{TEXT.omittedTitle}</h4>
            {!hasSitemap ? (
              <p className="text-sm text-slate-700">{TEXT.omittedNoSitemap}</p>
            ) : check.omitted.length === 0 ? (
              <p className="text-sm text-slate-700">{TEXT.omittedNone}</p>
            ) : (
              <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800" data-testid="llms-omitted">
                {check.omitted.map((page) => (
                  <li key={page.url}>
                    <span className="font-medium">{page.title}</span>{" "}
                    <span className="break-all font-mono text-xs text-slate-600">{page.url}</span>
                  </li>
                ))}
                {check.omittedNotListed > 0 ? <li>{TEXT.omittedMore(check.omittedNotListed)}</li> : null}
              </ul>
            )}
          </div>
        </>
      )}
    </section>
  );
}
