export { checkAddress, isIpLiteral } from "./address";
export { FetchAgent, withFetchAgent } from "./agent";
export { ByteBudget, ByteBudgetExceeded } from "./byte-budget";
export type { AddressVerdict } from "./address";
export { charsetFromContentType, decodeBody, mediaType, prescanMetaCharset } from "./charset";
export { SafeFetchError, isSafeFetchError } from "./errors";
export {
  SAFE_FETCH_MESSAGES,
  httpStatusMessage,
  timeoutMessage,
  tooLargeMessage,
  tooManyRedirectsMessage,
} from "./messages.content";
export type { SafeFetchErrorCode } from "./errors";
export { ROBOTS_MAX_BYTES, fetchRobotsTxt, robotsTxtUrl } from "./robots";
export type { RobotsFetchResult } from "./robots";
export {
  DEFAULT_MAX_BYTES,
  DEFAULT_MAX_REDIRECTS,
  DEFAULT_TIMEOUT_MS,
  DEFAULT_USER_AGENT,
  HTML_CONTENT_TYPES,
  buildRequest,
  WEB_PORTS,
  defaultLookup,
  effectivePort,
  getHeader,
  hostPortKey,
  isAllowedPort,
  parseAllowHosts,
  pinnedLookup,
  safeFetch,
  typedPorts,
} from "./safe-fetch";
export type { LookupAll, ResolvedAddress, SafeFetchOptions, SafeFetchResult } from "./safe-fetch";
