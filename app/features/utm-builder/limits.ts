/**
 * Longest values of the UTM fields, shared by the screen (input maxLength) and the request schemas
 * of the generate-utm-suggestions endpoint (docs/requirements.md R7.2). The limits are ours: long enough
 * for any real campaign, short enough that one request cannot make a costly prompt. Kept apart from
 * schema.ts so the screen does not load a validation library for four numbers.
 */
export const UTM_LIMITS = { source: 100, medium: 100, campaign: 200, baseUrl: 2048 } as const;
