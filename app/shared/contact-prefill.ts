/**
 * Query parameters of /iletisim that prefill the subject and the message ("Uzmanla görüşün" under a
 * tool's result, in a report e-mail, in a watched site's alert); the visitor can edit both before
 * sending.
 */
export const CONTACT_PREFILL_PARAMS = { subject: "konu", message: "mesaj" } as const;

/** The contact page's address with a subject and a message filled in. */
export function prefilledContactHref(subject: string, message: string): string {
  const query = new URLSearchParams({ [CONTACT_PREFILL_PARAMS.subject]: subject, [CONTACT_PREFILL_PARAMS.message]: message });
  return `/iletisim?${query.toString()}`;
}
