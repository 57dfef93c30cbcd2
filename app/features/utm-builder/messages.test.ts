import { describe, expect, it } from "vitest";
import { UTM_ANALYSIS_SUCCESS, UTM_SUGGESTIONS_SUCCESS, utmAnalysisSuccess } from "./messages.content";

describe("UTM success toasts", () => {
  it("call only a model's answer AI", () => {
    expect(utmAnalysisSuccess("ai")).toBe(UTM_ANALYSIS_SUCCESS);
    expect(utmAnalysisSuccess("rule-based")).toBe("Kural tabanlı analiz tamamlandı!");
    expect(utmAnalysisSuccess("rule-based")).not.toMatch(/\bAI\b|yapay zek/i);
    // The suggestions toast names no AI in either mode.
    expect(UTM_SUGGESTIONS_SUCCESS).not.toMatch(/\bAI\b|yapay zek/i);
  });
});
