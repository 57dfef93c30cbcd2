import { describe, expect, it } from "vitest";
import type { ContactMessage } from "~/.server/db/schema";
import { EMPTY_ATTRIBUTION } from "~/capabilities/lead-capture/attribution";
import { composeLeadEmail, emailTemplateParams, replyToAddress } from "./lead-mail.server";

function lead(email: string): ContactMessage {
  return {
    id: "lead-1",
    name: "Ayşe Yılmaz",
    phone: "0532 123 45 67",
    email,
    subject: "Teklif",
    message: "Web sitemiz için teklif istiyoruz.",
    source_page: "/iletisim",
    ip_address: null,
    user_agent: null,
    status: "pending",
    attempts: 0,
    last_error: null,
    next_attempt_at: "2026-11-22T06:30:00.000Z",
    claimed_by: null,
    claimed_until: null,
    created_at: "2026-11-22T06:30:00.000Z",
    delivered_at: null,
    webhook_status: "pending",
    webhook_attempts: 0,
    webhook_last_error: null,
    webhook_next_attempt_at: "2026-11-22T06:30:00.000Z",
    webhook_claimed_by: null,
    webhook_claimed_until: null,
    webhook_delivered_at: null,
    ...EMPTY_ATTRIBUTION,
  };
}

/** Rows a looser rule (or a hand edit) may have left in the database. */
const STORED_ATTACKS = [
  "a\u0000@b.co",
  "a\u001b@b.co",
  "a\u200b@b.co",
  "victim@evil.test,x.test",
  "a@b.co;c@d.co",
  "<a@b.co>",
  '"x"@b.co',
  "a@b.co\r\nBcc: x@y.co",
];

describe("lead e-mail Reply-To", () => {
  it("is the visitor's address when it is exactly one valid mailbox, IDN domains included", () => {
    for (const address of ["ayse@ornek.com.tr", "ali.veli+seo@şirket.com.tr"]) {
      expect(composeLeadEmail(lead(address), "ornek.test").replyTo).toEqual({ name: "Ayşe Yılmaz", address });
      expect(emailTemplateParams(lead(address), "ajans@ornek.test").reply_to).toBe(address);
    }
  });

  it.each(STORED_ATTACKS.map((address) => [JSON.stringify(address), address] as const))(
    "is left out for %s, which still appears in the body",
    (_, address) => {
      expect(replyToAddress(address)).toBeNull();
      const email = composeLeadEmail(lead(address), "ornek.test");
      expect(email.replyTo).toBeUndefined();
      expect(email.text).toContain(`E-posta: ${address}`);
      expect(emailTemplateParams(lead(address), "ajans@ornek.test").reply_to).toBe("");
    },
  );
});
