import { describe, expect, it } from "vitest";
import { isAbsoluteHttpUrl, robotsLicenseLines, tdmrepProblem } from "./usage-policies";

describe("robotsLicenseLines", () => {
  it("finds License lines in any case, inside or outside groups", () => {
    const robots = "User-agent: *\nAllow: /\n\nlicense: https://ornek.com/license.xml\nSitemap: https://ornek.com/sitemap.xml\n";
    expect(robotsLicenseLines(robots)).toEqual([{ line: 4, value: "https://ornek.com/license.xml" }]);
  });

  it("tells an absolute licence address from a relative one", () => {
    expect(isAbsoluteHttpUrl("https://ornek.com/license.xml")).toBe(true);
    expect(isAbsoluteHttpUrl("/license.xml")).toBe(false);
    expect(isAbsoluteHttpUrl("ftp://ornek.com/license.xml")).toBe(false);
  });
});

describe("tdmrepProblem", () => {
  it("accepts an array of rules with a location, a reservation and an absolute policy", () => {
    expect(tdmrepProblem('[{"location":"/","tdm-reservation":1,"tdm-policy":"https://ornek.com/policy.json"},{"location":"/blog/*","tdm-reservation":0}]')).toBeNull();
  });

  it("names what makes a file unreadable", () => {
    expect(tdmrepProblem("<!doctype html>")).toBe("not-json");
    expect(tdmrepProblem('{"location":"/","tdm-reservation":1}')).toBe("not-array");
    expect(tdmrepProblem('[{"location":"/","tdm-reservation":"1"}]')).toBe("bad-rule");
    expect(tdmrepProblem('[{"location":"/","tdm-reservation":1,"tdm-policy":"/policy.json"}]')).toBe("bad-rule");
  });
});
