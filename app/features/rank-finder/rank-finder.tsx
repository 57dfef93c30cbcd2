import { callApi } from "~/shared/browser/api-client";
import {
  Info,
  Loader2,
  Monitor,
  RefreshCw,
  Search,
  SearchX,
  Smartphone,
  Trophy,
} from "lucide-react";
import {
  Suspense,
  lazy,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from "react";
import type { ToolResultReport } from "~/shared/tool-report";
import { rankReportSummary } from "./report-summary";
import { ToolPanel } from "~/shared/tool-ui/form-parts";
import { toast } from "~/shared/browser/toast";
import { Badge } from "~/shared/ui/badge";
import { Button } from "~/shared/ui/button";
import { Input } from "~/shared/ui/input";
import { Label } from "~/shared/ui/label";
import { RANK_TEXT } from "~/features/rank-finder/content";
import { cn } from "~/shared/cn";
import { formatNumber } from "~/shared/format";
import { DEVICE_LABELS, RANK_LOCATION_LABEL } from "~/features/rank-finder/request-labels.content";
import { CAPTCHA_API, RANK_API } from "~/features/rank-finder/api-contract";
import { RANK_LIMITS } from "~/features/rank-finder/schema";
import type {
  RankCaptchaResponse,
  RankDevice,
  RankError,
  RankRequestBody,
  RankSuccess,
} from "~/features/rank-finder/schema";
import {
  CAPTCHA_MESSAGES,
  RANK_MESSAGES,
  rankResultMessage,
} from "~/features/rank-finder/messages.content";

// The Search Console import (reader, fflate, tables) loads apart from the page's own script.
const SearchConsolePanel = lazy(() => import("./search-console-panel"));

type CaptchaStatus = "loading" | "ready" | "error";

type Outcome = { kind: "result"; result: RankSuccess };

const DEVICES: readonly { value: RankDevice; icon: typeof Monitor }[] = [
  { value: "desktop", icon: Monitor },
  { value: "mobile", icon: Smartphone },
];

async function requestCaptcha(): Promise<RankCaptchaResponse> {
  const call = await callApi(CAPTCHA_API, undefined);
  if (call.kind !== "answer" || !call.ok) throw new Error(`captcha ${call.kind === "network" ? "network" : call.status}`);
  return call.data;
}

function ResultDetails({ result }: { result: RankSuccess }) {
  const rows: [string, string][] = [
    [RANK_TEXT.websiteLabel, result.website],
    [RANK_TEXT.keywordLabel, result.keyword],
    [RANK_TEXT.locationLabel, RANK_LOCATION_LABEL],
    [RANK_TEXT.deviceLegend, DEVICE_LABELS[result.device]],
  ];
  if (result.totalResults !== null)
    rows.push([
      RANK_TEXT.totalResultsTerm,
      RANK_TEXT.totalResults(formatNumber(result.totalResults)),
    ]);
  return (
    <dl className="mt-5 divide-y divide-slate-100 border-t border-slate-100 text-sm">
      {rows.map(([term, value]) => (
        <div
          key={term}
          className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 py-2"
        >
          <dt className="text-slate-700">{term}</dt>
          <dd className="min-w-0 font-medium break-all text-slate-900">
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Said instead of the live check's form when the server has no search provider. */
function LiveCheckOff() {
  return (
    <div
      className="flex items-start gap-3 rounded-xl bg-brand-50 p-4 text-brand-950"
      data-testid="canli-kontrol-kapali"
    >
      <Info
        aria-hidden="true"
        className="mt-0.5 size-5 shrink-0 text-brand-800"
      />
      <div>
        <p className="font-semibold">{RANK_TEXT.notConfiguredTitle}</p>
        <p className="mt-1 text-sm">{RANK_MESSAGES.notConfigured}</p>
      </div>
    </div>
  );
}

function OutcomeBody({ outcome }: { outcome: Outcome | null }) {
  if (outcome?.kind === "result") {
    const { result } = outcome;
    if (result.rank === null) {
      return (
        <div>
          <div className="flex items-center gap-3">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-900">
              <SearchX aria-hidden="true" className="size-6" />
            </span>
            <p className="text-lg font-semibold text-slate-950">
              {RANK_MESSAGES.notFound}
            </p>
          </div>
          <p className="mt-3 text-sm text-slate-700">
            {RANK_TEXT.notFoundAdvice}
          </p>
          <ResultDetails result={result} />
        </div>
      );
    }
    const page = Math.ceil(result.rank / 10);
    return (
      <div>
        <div className="flex items-center gap-4">
          <span className="flex size-16 shrink-0 items-center justify-center rounded-full bg-green-100 text-green-900">
            <Trophy aria-hidden="true" className="size-7" />
          </span>
          <div>
            <p className="text-4xl font-bold text-slate-950 tabular-nums">
              {result.rank}.
            </p>
            <p className="text-lg font-semibold text-green-900">
              {rankResultMessage(result.rank)}
            </p>
          </div>
        </div>
        <p className="mt-3">
          <Badge variant={page === 1 ? "success" : "neutral"}>
            {RANK_TEXT.resultPage(page)}
          </Badge>
        </p>
        <ResultDetails result={result} />
      </div>
    );
  }
  return (
    <p className="flex items-start gap-3 text-sm text-slate-700">
      <Search
        aria-hidden="true"
        className="mt-0.5 size-5 shrink-0 text-slate-500"
      />
      {RANK_TEXT.idleResult}
    </p>
  );
}

/**
 * The rank finder, in two modes. The Search Console import works on every install: the visitor's
 * own export, read in the browser. The live check (website, keyword, fixed location, device and a
 * maths captcha from the server) shows while the server has a search provider: /api/captcha says
 * so (`rankConfigured`), as the page itself is prerendered. The captcha answer travels with the
 * search (POST /api/rank) and is checked there, once; every attempt fetches a new question.
 */
export function RankFinder({ reportRequest }: { reportRequest?: (report: ToolResultReport) => ReactNode } = {}) {
  const id = useId();
  const [website, setWebsite] = useState("");
  const [keyword, setKeyword] = useState("");
  const [device, setDevice] = useState<RankDevice>("desktop");
  const [answer, setAnswer] = useState("");
  const [captcha, setCaptcha] = useState<RankCaptchaResponse | null>(null);
  const [captchaStatus, setCaptchaStatus] = useState<CaptchaStatus>("loading");
  const [configured, setConfigured] = useState(true);
  const [searching, setSearching] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const answerRef = useRef<HTMLInputElement>(null);
  const resultHeadingRef = useRef<HTMLHeadingElement>(null);
  const liveHeadingRef = useRef<HTMLHeadingElement>(null);

  function applyCaptcha(next: RankCaptchaResponse) {
    setCaptcha(next);
    setConfigured(next.rankConfigured);
    setCaptchaStatus("ready");
  }

  useEffect(() => {
    let active = true;
    requestCaptcha().then(
      (next) => {
        if (!active) return;
        setCaptcha(next);
        setConfigured(next.rankConfigured);
        setCaptchaStatus("ready");
      },
      () => {
        if (active) setCaptchaStatus("error");
      },
    );
    return () => {
      active = false;
    };
  }, []);

  async function refreshCaptcha() {
    setCaptcha(null);
    setAnswer("");
    setCaptchaStatus("loading");
    try {
      applyCaptcha(await requestCaptcha());
    } catch {
      setCaptchaStatus("error");
    }
  }

  function showOutcome(next: Outcome) {
    setOutcome(next);
    // After the result renders: the keyboard and screen readers continue from the result card.
    requestAnimationFrame(() => resultHeadingRef.current?.focus());
  }

  function handleError(body: RankError) {
    switch (body.code) {
      case "captcha_wrong":
        toast.error(CAPTCHA_MESSAGES.wrongTitle, {
          description: CAPTCHA_MESSAGES.wrongMessage,
        });
        answerRef.current?.focus();
        return;
      case "captcha_required":
        toast.error(CAPTCHA_MESSAGES.requiredTitle, {
          description: CAPTCHA_MESSAGES.requiredMessage,
        });
        answerRef.current?.focus();
        return;
      case "not_configured":
        // The provider went away since the page loaded: the live part says so in place of its form.
        setConfigured(false);
        requestAnimationFrame(() => liveHeadingRef.current?.focus());
        return;
      case "validation":
        toast.error(RANK_MESSAGES.errorTitle, { description: body.error });
        return;
      default:
        toast.error(RANK_MESSAGES.apiErrorTitle, { description: body.error });
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (searching) return;
    const site = website.trim();
    const term = keyword.trim();
    if (site === "" || term === "") {
      toast.error(RANK_MESSAGES.errorTitle, {
        description: RANK_MESSAGES.missingFields,
      });
      return;
    }
    if (!captcha || answer.trim() === "") {
      toast.error(CAPTCHA_MESSAGES.requiredTitle, {
        description: CAPTCHA_MESSAGES.requiredMessage,
      });
      answerRef.current?.focus();
      return;
    }
    const body: RankRequestBody = {
      website: site,
      keyword: term,
      device,
      captchaToken: captcha.token,
      captchaAnswer: answer.trim(),
    };
    setSearching(true);
    try {
      const call = await callApi(RANK_API, body);
      if (call.kind !== "answer") {
        toast.error(RANK_MESSAGES.errorTitle, {
          description: RANK_MESSAGES.searchFailed,
        });
        return;
      }
      const data = call.data;
      if ("error" in data) {
        handleError(data);
        return;
      }
      showOutcome({ kind: "result", result: data });
      if (data.rank === null) toast.info(rankResultMessage(null));
      else toast.success(rankResultMessage(data.rank));
    } catch {
      toast.error(RANK_MESSAGES.errorTitle, {
        description: RANK_MESSAGES.unexpected,
      });
    } finally {
      setSearching(false);
      // The token was spent (or may have been): every attempt gets a new question.
      void refreshCaptcha();
    }
  }

  const ready =
    website.trim() !== "" &&
    keyword.trim() !== "" &&
    answer.trim() !== "" &&
    captchaStatus === "ready";
  const hintId = `${id}-ipucu`;

  return (
    <div className="space-y-8">
      <ToolPanel
        id={`${id}-sc`}
        title={RANK_TEXT.searchConsoleTitle}
        description={RANK_TEXT.searchConsoleIntro}
      >
        <Suspense fallback={null}>
          <SearchConsolePanel idPrefix={`${id}-sc`} reportRequest={reportRequest} />
        </Suspense>
      </ToolPanel>

      <section aria-labelledby={`${id}-canli`} className="space-y-4">
        <div className="space-y-1">
          <h2
            id={`${id}-canli`}
            ref={liveHeadingRef}
            tabIndex={-1}
            className="text-xl font-bold tracking-tight text-slate-950 focus:outline-none"
          >
            {RANK_TEXT.liveTitle}
          </h2>
          <p className="text-sm text-slate-700">{RANK_TEXT.liveIntro}</p>
        </div>
        {configured ? (
          <div className="grid gap-6 lg:grid-cols-5">
            <form
              noValidate
              onSubmit={onSubmit}
              aria-label={RANK_TEXT.formLabel}
              className="space-y-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 lg:col-span-3"
            >
              <div className="grid gap-5 sm:grid-cols-2">
                <div className="space-y-2">
                  <Label htmlFor={`${id}-site`}>{RANK_TEXT.websiteLabel}</Label>
                  <Input
                    id={`${id}-site`}
                    name="website"
                    inputMode="url"
                    autoComplete="url"
                    spellCheck={false}
                    maxLength={RANK_LIMITS.website}
                    placeholder={RANK_TEXT.websitePlaceholder}
                    value={website}
                    onChange={(event) => setWebsite(event.target.value)}
                  />
                </div>
                <div className="space-y-2">
                  <Label htmlFor={`${id}-kelime`}>
                    {RANK_TEXT.keywordLabel}
                  </Label>
                  <Input
                    id={`${id}-kelime`}
                    name="keyword"
                    autoComplete="off"
                    maxLength={RANK_LIMITS.keyword}
                    placeholder={RANK_TEXT.keywordPlaceholder}
                    value={keyword}
                    onChange={(event) => setKeyword(event.target.value)}
                  />
                </div>
                <div className="space-y-2">
                  <Label htmlFor={`${id}-konum`}>
                    {RANK_TEXT.locationLabel}
                  </Label>
                  <Input
                    id={`${id}-konum`}
                    name="location"
                    defaultValue={RANK_LOCATION_LABEL}
                    disabled
                  />
                </div>
                <fieldset className="space-y-2">
                  <legend className="text-sm font-medium text-slate-800">
                    {RANK_TEXT.deviceLegend}
                  </legend>
                  <div className="grid grid-cols-2 gap-2 pt-2">
                    {DEVICES.map(({ value, icon: Icon }) => (
                      <label
                        key={value}
                        className={cn(
                          "flex h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border text-sm font-semibold transition-colors",
                          "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 has-[:focus-visible]:ring-offset-2",
                          device === value
                            ? "border-brand-700 bg-brand-50 text-brand-900"
                            : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
                        )}
                      >
                        <input
                          type="radio"
                          name="device"
                          value={value}
                          checked={device === value}
                          onChange={() => setDevice(value)}
                          className="sr-only"
                        />
                        <Icon aria-hidden="true" className="size-4" />
                        {DEVICE_LABELS[value]}
                      </label>
                    ))}
                  </div>
                </fieldset>
              </div>

              <div className="space-y-2 rounded-xl border border-slate-200 bg-slate-50 p-4">
                <Label htmlFor={`${id}-cevap`} className="block">
                  {RANK_TEXT.captchaLabel}:{" "}
                  {captchaStatus === "ready" && captcha ? (
                    <span className="text-base font-bold whitespace-nowrap text-slate-950 tabular-nums">
                      {captcha.question}
                    </span>
                  ) : captchaStatus === "error" ? (
                    <span className="font-normal text-red-800">
                      {RANK_TEXT.captchaFailed}
                    </span>
                  ) : (
                    <span className="font-normal text-slate-700">
                      {RANK_TEXT.captchaLoading}
                    </span>
                  )}
                </Label>
                <div className="flex gap-3">
                  <Input
                    ref={answerRef}
                    id={`${id}-cevap`}
                    name="captchaAnswer"
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={3}
                    value={answer}
                    onChange={(event) =>
                      setAnswer(event.target.value.replace(/[^\d]/g, ""))
                    }
                    className="w-28"
                  />
                  <Button
                    type="button"
                    variant="outline"
                    onClick={() => void refreshCaptcha()}
                    disabled={searching || captchaStatus === "loading"}
                  >
                    <RefreshCw aria-hidden="true" />
                    {RANK_TEXT.newQuestion}
                  </Button>
                </div>
              </div>

              <div className="space-y-2">
                <Button
                  type="submit"
                  size="lg"
                  disabled={!ready || searching}
                  aria-describedby={!ready && !searching ? hintId : undefined}
                  className="w-full sm:w-auto"
                >
                  {searching ? (
                    <Loader2 aria-hidden="true" className="animate-spin" />
                  ) : (
                    <Search aria-hidden="true" />
                  )}
                  {searching ? RANK_MESSAGES.searching : RANK_TEXT.find}
                </Button>
                {!ready && !searching ? (
                  <p id={hintId} className="text-sm text-slate-700">
                    {RANK_TEXT.disabledHint}
                  </p>
                ) : null}
              </div>
              <noscript>
                <p className="text-sm font-medium text-slate-800">
                  {RANK_TEXT.noScript}
                </p>
              </noscript>
            </form>

            <section
              aria-labelledby={`${id}-sonuc`}
              className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 lg:col-span-2 lg:self-start"
            >
              <h3
                id={`${id}-sonuc`}
                ref={resultHeadingRef}
                tabIndex={-1}
                className="mb-4 text-xl font-bold text-slate-950 focus:outline-none"
              >
                {RANK_TEXT.resultTitle}
              </h3>
              <OutcomeBody outcome={outcome} />
            </section>
          </div>
        ) : (
          <LiveCheckOff />
        )}
        {/* The live check has no file of its own: its summary goes alone. */}
        {configured && outcome?.kind === "result"
          ? reportRequest?.({ site: outcome.result.website, result: () => ({ summary: rankReportSummary(outcome.result) }) })
          : null}
      </section>
    </div>
  );
}
