import { describe, expect, it } from "vitest";
import { isTicked } from "~/capabilities/lead-capture/form-values";
import { REPORT_NAME_MAX_LENGTH, REPORT_REQUEST_TEXT, validateReportForm } from "./report-request";

describe("validateReportForm", () => {
  it("asks for the e-mail and the KVKK consent; the name is optional", () => {
    expect(validateReportForm({})).toEqual({ email: REPORT_REQUEST_TEXT.emailRequired, consent: REPORT_REQUEST_TEXT.consentRequired });
    expect(validateReportForm({ email: " deniz@ornek.com ", consent: "on" })).toEqual({});
    expect(validateReportForm({ email: "deniz@ornek.com", consent: true, name: "Deniz" })).toEqual({});
  });

  it("uses the site's one e-mail rule: no address lists, no smuggled characters", () => {
    for (const email of ["victim@evil.test,x.test", "a@b.co;c@d.co", "<a@b.co>", "a\u200b@b.co", "deniz@"]) {
      expect(validateReportForm({ email, consent: "on" }).email, email).toBe(REPORT_REQUEST_TEXT.emailInvalid);
    }
  });

  it("refuses a name beyond its limit and a consent that is not a ticked box", () => {
    expect(validateReportForm({ email: "a@b.co", consent: "on", name: "x".repeat(REPORT_NAME_MAX_LENGTH + 1) }).name).toBe(REPORT_REQUEST_TEXT.nameTooLong);
    for (const consent of ["off", "", "1", false, 1, null]) expect(isTicked(consent)).toBe(false);
  });
});
