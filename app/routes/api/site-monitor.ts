import { apiResourceRoute } from "~/api-endpoints.server";

// The resource route of one API path: its endpoints are in app/api-endpoints.server.ts.
const route = apiResourceRoute("site-monitor");
export const loader = route.loader;
export const action = route.action;
