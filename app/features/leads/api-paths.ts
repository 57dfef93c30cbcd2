import { jsonContract } from "../../shared/api-contract";
import type { ContactActionResult } from "./contact-schema";
import type { NewsletterResult } from "./newsletter-schema";

/**
 * Where the enhancement script posts the lead forms (app/features/leads/endpoint.server.ts answers).
 * The body is the form's fields as sent; the action the page shares validates them.
 */
export const CONTACT_API = jsonContract<Record<string, FormDataEntryValue>, ContactActionResult>("POST", "/api/leads/contact");
export const NEWSLETTER_API = jsonContract<Record<string, FormDataEntryValue>, NewsletterResult>("POST", "/api/leads/newsletter");

/** The two paths by form, as the tests name them. */
export const LEAD_API_PATHS = { contact: CONTACT_API.path, newsletter: NEWSLETTER_API.path } as const;
