/** Where the enhancement script posts the lead forms (app/features/leads/endpoint.server.ts answers). */
export const LEAD_API_PATHS = {
  contact: "/api/leads/contact",
  newsletter: "/api/leads/newsletter",
} as const;
