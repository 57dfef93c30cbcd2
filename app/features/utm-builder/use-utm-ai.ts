import { useState } from "react";
import { callApi } from "~/shared/browser/api-client";
import { toast } from "~/shared/browser/toast";
import type { AiAnswer } from "~/features/utm-builder/ai-panel";
import type { UtmBuildResult, UtmFields } from "~/features/utm-builder/build";
import { UTM_SUGGESTIONS_API } from "~/features/utm-builder/api-contract";
import type { UtmAiRequest } from "~/features/utm-builder/schema";
import {
  UTM_AI_LOG,
  UTM_ANALYSIS_ERROR,
  UTM_SUGGESTIONS_ERROR,
  UTM_SUGGESTIONS_SUCCESS,
  utmAnalysisSuccess,
} from "~/features/utm-builder/messages.content";


/** POSTs to the server's AI endpoint; the key never reaches the browser. */
async function requestAi(body: UtmAiRequest): Promise<{ ok: true; answer: AiAnswer } | { ok: false; detail?: string }> {
  const call = await callApi(UTM_SUGGESTIONS_API, body);
  if (call.kind === "network") {
    console.error(UTM_AI_LOG.notSent);
    return { ok: false };
  }
  const data = call.kind === "answer" ? call.data : null;
  if (call.kind === "answer" && call.ok && data && "content" in data) return { ok: true, answer: data };
  const detail = data && "error" in data ? data.error : undefined;
  console.error(UTM_AI_LOG.failed, call.status, detail ?? "");
  return { ok: false, detail };
}

/**
 * The two AI helpers of the UTM builder (campaign name suggestions, link analysis): their answers,
 * busy flags and the requests behind the buttons, so the screen only renders them.
 * `suggestBlocked` is the reason suggestions cannot be asked for yet (shown as a toast), or null.
 */
export function useUtmAi(fields: Required<UtmFields>, link: UtmBuildResult, suggestBlocked: string | null) {
  const [suggestions, setSuggestions] = useState<AiAnswer | null>(null);
  const [analysis, setAnalysis] = useState<AiAnswer | null>(null);
  const [suggesting, setSuggesting] = useState(false);
  const [analyzing, setAnalyzing] = useState(false);

  async function suggest() {
    if (suggestBlocked) return void toast.error(suggestBlocked);
    setSuggesting(true);
    const result = await requestAi({
      requestType: "campaignSuggestions",
      source: link.ok ? link.params.utm_source : fields.source.trim(),
      medium: link.ok ? link.params.utm_medium : fields.medium.trim(),
    });
    setSuggesting(false);
    if (result.ok) {
      setSuggestions(result.answer);
      toast.success(UTM_SUGGESTIONS_SUCCESS);
    } else {
      toast.error(UTM_SUGGESTIONS_ERROR, { description: result.detail });
    }
  }

  async function analyze() {
    if (!link.ok) return void toast.error(link.message);
    setAnalyzing(true);
    const result = await requestAi({
      requestType: "analysis",
      // The address as typed: the analysis warns about a missing scheme or stale utm_ values in it.
      baseUrl: fields.websiteUrl.trim(),
      source: link.params.utm_source,
      medium: link.params.utm_medium,
      campaign: link.params.utm_campaign,
    });
    setAnalyzing(false);
    if (result.ok) {
      setAnalysis(result.answer);
      toast.success(utmAnalysisSuccess(result.answer.mode));
    } else {
      toast.error(UTM_ANALYSIS_ERROR, { description: result.detail });
    }
  }

  return { suggestions, analysis, suggesting, analyzing, suggest, analyze };
}
