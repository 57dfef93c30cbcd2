import { track } from "~/shared/browser/analytics";
import { toast } from "~/shared/browser/toast";
import { CONTACT_TEXT, echoedValue, validateContact, type ContactActionResult } from "~/features/leads/contact-schema";
import { CONTACT_PREFILL_PARAMS } from "~/shared/contact-prefill";
import { CONTACT_API, NEWSLETTER_API, REPORT_REQUEST_API } from "~/features/leads/api-paths";
import { ATTRIBUTION_BODY_KEY } from "~/capabilities/lead-capture/attribution";
import { REPORT_HIDDEN_FIELDS, REPORT_REQUEST_TEXT, validateReportForm, type ReportRequestResult } from "~/features/leads/report-request";
import type { AnalyticsEvent } from "~/shared/measurement";
import { leadAttribution } from "./attribution";
import { isValidNewsletterEmail, NEWSLETTER_TEXT, type NewsletterResult } from "~/features/leads/newsletter-schema";
import { WATCH_REQUEST_API } from "~/features/site-monitor/api-contract";
import { validateWatchForm, type WatchRequestResult } from "~/features/site-monitor/request-watch";
import { WATCH_REQUEST_TEXT } from "~/features/site-monitor/request-watch.content";

/**
 * The contact form (leads/contact-form.tsx), the newsletter box (leads/newsletter-form.tsx) and
 * "Raporu e-postama gönder" under a tool's result (leads/report-request-panel.tsx) and "Sitemi
 * takip et" on a stored report (site-monitor/watch-panel.tsx).
 * Without this script they post to /iletisim and /bulten and the server answers with a page;
 * with it they are checked here with the server's own rules, sent as JSON to /api/leads/*, and
 * answered with toasts, the page staying where it is.
 *
 * - `<form data-lead-form="contact"|"newsletter"|"report"|"watch" novalidate>`; `data-lead-source` names the
 *   tool or page it belongs to (sent with the visit's attribution, ./attribution.ts).
 * - `[data-error-for="FIELD"]`: the (hidden when empty) message under a field; an input's own
 *   hint ids are kept in `data-describedby`.
 * - the submit button's `[data-button-label]` shows `data-busy-label` while sending.
 * - `[data-form-status]`: the server's answer to a no-JavaScript post, hidden on the next send.
 */
type Values = Record<string, FormDataEntryValue>;
type FieldErrors = Partial<Record<string, string>>;

interface LeadFormSpec<Result> {
  endpoint: string;
  validate(values: Values): FieldErrors;
  /** The toast when the browser-side check fails. */
  invalidToast: string;
  /** What the server's answer means for the form: success resets it, errors go under fields. */
  outcome(result: Result): { ok: boolean; message: string; errors?: FieldErrors };
  networkFailure: string;
  /** Recorded on success (a no-op unless measurement is configured and consented to). */
  events: readonly AnalyticsEvent[];
  /** The lead's kind in the events' parameters. */
  kind: "contact" | "newsletter" | "report" | "watch";
}

const contactForm: LeadFormSpec<ContactActionResult> = {
  endpoint: CONTACT_API.path,
  validate: (values) => {
    const validation = validateContact(values);
    return validation.ok ? {} : validation.errors;
  },
  invalidToast: CONTACT_TEXT.validationToast,
  outcome: (result) => {
    if (result.status === "sent") return { ok: true, message: CONTACT_TEXT.successToast };
    if (result.status === "invalid") return { ok: false, message: CONTACT_TEXT.validationToast, errors: result.errors };
    return { ok: false, message: result.message };
  },
  networkFailure: CONTACT_TEXT.failureToast,
  events: ["generate_lead"],
  kind: "contact",
};

const newsletterForm: LeadFormSpec<NewsletterResult> = {
  endpoint: NEWSLETTER_API.path,
  validate: (values) => {
    const email = values.email;
    return typeof email === "string" && isValidNewsletterEmail(email) ? {} : { email: NEWSLETTER_TEXT.invalidEmail };
  },
  invalidToast: NEWSLETTER_TEXT.invalidEmail,
  outcome: (result) => {
    if (result.status === "subscribed") return { ok: true, message: result.message };
    if (result.status === "invalid") return { ok: false, message: result.message, errors: { email: result.message } };
    return { ok: false, message: result.message };
  },
  networkFailure: NEWSLETTER_TEXT.failed,
  events: ["sign_up"],
  kind: "newsletter",
};

/** The answers of the forms under a result: sent, or errors under their fields, or a message. */
function resultUnderForm(result: ReportRequestResult | WatchRequestResult): { ok: boolean; message: string; errors?: FieldErrors } {
  if (result.status === "sent") return { ok: true, message: result.message };
  if (result.status === "invalid") return { ok: false, message: result.message, errors: result.errors };
  return { ok: false, message: result.message };
}

const reportForm: LeadFormSpec<ReportRequestResult> = {
  endpoint: REPORT_REQUEST_API.path,
  validate: (values) => validateReportForm(values),
  invalidToast: REPORT_REQUEST_TEXT.validationToast,
  outcome: resultUnderForm,
  networkFailure: REPORT_REQUEST_TEXT.failureToast,
  // A report request is a lead too: GA4's generate_lead (and the Ads lead conversion) count it.
  events: ["generate_lead", "tool_report_requested"],
  kind: "report",
};

const watchForm: LeadFormSpec<WatchRequestResult> = {
  endpoint: WATCH_REQUEST_API.path,
  validate: (values) => validateWatchForm(values),
  invalidToast: WATCH_REQUEST_TEXT.validationToast,
  outcome: resultUnderForm,
  networkFailure: WATCH_REQUEST_TEXT.failed,
  // Not yet a lead: the watch becomes one when its owner confirms it.
  events: ["sign_up"],
  kind: "watch",
};

const SPECS: Record<string, LeadFormSpec<ContactActionResult> | LeadFormSpec<NewsletterResult> | LeadFormSpec<ReportRequestResult> | LeadFormSpec<WatchRequestResult>> = {
  contact: contactForm,
  newsletter: newsletterForm,
  report: reportForm,
  watch: watchForm,
};

function fieldNames(form: HTMLFormElement): string[] {
  return [...form.querySelectorAll<HTMLElement>("[data-error-for]")].map((note) => note.dataset.errorFor ?? "");
}

function setFieldError(form: HTMLFormElement, name: string, message: string | undefined): void {
  const note = form.querySelector<HTMLElement>(`[data-error-for="${CSS.escape(name)}"]`);
  const field = form.elements.namedItem(name);
  if (!note || !(field instanceof HTMLElement)) return;
  note.textContent = message ?? "";
  note.hidden = !message;
  if (message) field.setAttribute("aria-invalid", "true");
  else field.removeAttribute("aria-invalid");
  const describedBy = [field.dataset.describedby, message ? note.id : undefined].filter(Boolean).join(" ");
  if (describedBy) field.setAttribute("aria-describedby", describedBy);
  else field.removeAttribute("aria-describedby");
}

function showErrors(form: HTMLFormElement, errors: FieldErrors): void {
  for (const name of fieldNames(form)) setFieldError(form, name, errors[name]);
  // The messages stand in on-screen order: focus goes to the first wrong field.
  const first = fieldNames(form).find((name) => errors[name]);
  const field = first ? form.elements.namedItem(first) : null;
  if (field instanceof HTMLElement) field.focus();
}

function setBusy(form: HTMLFormElement, busy: boolean): void {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const label = button?.querySelector<HTMLElement>("[data-button-label]");
  if (!button || !label) return;
  button.disabled = busy;
  if (busy) {
    label.dataset.idleLabel = label.textContent ?? "";
    label.textContent = label.dataset.busyLabel ?? label.textContent;
  } else if (label.dataset.idleLabel !== undefined) {
    label.textContent = label.dataset.idleLabel;
  }
}

async function send<Result>(form: HTMLFormElement, spec: LeadFormSpec<Result>): Promise<void> {
  const values: Values = Object.fromEntries(new FormData(form));
  for (const status of form.querySelectorAll<HTMLElement>("[data-form-status]")) status.hidden = true;

  const errors = spec.validate(values);
  if (Object.keys(errors).length > 0) {
    showErrors(form, errors);
    toast.error(spec.invalidToast);
    return;
  }

  setBusy(form, true);
  const attribution = leadAttribution(form);
  try {
    const response = await fetch(spec.endpoint, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ ...values, [ATTRIBUTION_BODY_KEY]: attribution }),
    });
    const outcome = spec.outcome((await response.json()) as Result);
    if (outcome.ok) {
      form.reset();
      showErrors(form, {});
      toast.success(outcome.message);
      const tool = typeof values[REPORT_HIDDEN_FIELDS.tool] === "string" ? String(values[REPORT_HIDDEN_FIELDS.tool]) : (attribution.form_source ?? "");
      for (const event of spec.events) track(event, { lead_kind: spec.kind, tool });
    } else {
      if (outcome.errors) showErrors(form, outcome.errors);
      toast.error(outcome.message);
    }
  } catch {
    // Offline, or a proxy answered with something that is not our JSON: the values stay in the form.
    toast.error(spec.networkFailure);
  } finally {
    setBusy(form, false);
  }
}

/**
 * "Uzmanla görüşün" opens /iletisim with a subject and a message (prefilledContactHref); the
 * page is prerendered, so the fields are filled here. What the visitor typed is never replaced.
 */
function prefillContactForm(): void {
  const form = document.querySelector<HTMLFormElement>('form[data-lead-form="contact"]');
  if (!form) return;
  const query = new URLSearchParams(location.search);
  for (const [field, parameter] of Object.entries(CONTACT_PREFILL_PARAMS) as [keyof typeof CONTACT_PREFILL_PARAMS, string][]) {
    const value = query.get(parameter);
    const input = form.elements.namedItem(field);
    if (value && (input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement) && input.value === "") {
      input.value = echoedValue(field, value);
    }
  }
}

export function initLeadForms(): void {
  prefillContactForm();
  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    const spec = SPECS[form.dataset.leadForm ?? ""];
    if (!spec) return;
    event.preventDefault();
    if (form.getAttribute("aria-busy") === "true") return;
    form.setAttribute("aria-busy", "true");
    // Each spec reads only the answers of its own endpoint, so the result type can be erased here.
    void send(form, spec as LeadFormSpec<unknown>).finally(() => form.removeAttribute("aria-busy"));
  });

  // Editing a field clears that field's message (docs/requirements.md R4.2).
  document.addEventListener("input", (event) => {
    const field = event.target;
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
    const form = field.form;
    if (form?.dataset.leadForm && field.getAttribute("aria-invalid") === "true") setFieldError(form, field.name, undefined);
  });
}
