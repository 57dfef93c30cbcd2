export { LIVE_CHECK_LIMITS, LiveJob } from "./job";
export type { FetchedFile, FetchPageOptions, FetchTextOptions, LiveCheckLimits, LiveJobOptions, LiveJobStopReason } from "./job";
export { createLiveCheckEndpoint, liveCheckJob, liveCheckRateLimit, liveCheckServerEndpoint, liveCheckTool } from "./endpoint";
export type { LiveCheckDefinition, LiveCheckJobOptions, LiveCheckTool } from "./endpoint";
export { APP_SHELL_MAX_WORDS, DEFAULT_ROBOTS_META_NAMES, extractSignals, headerValues, parseLinkHeader, robotsEntry } from "./signals";
export type { HeaderValues, LinkHeaderEntry } from "./signals";
export { LIVE_CHECK_MESSAGES } from "./messages.content";
export { allowedHostsFor } from "./outbound-jobs";
