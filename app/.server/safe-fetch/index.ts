;
export { FetchAgent, withFetchAgent } from "./agent";
export { ByteBudget, ByteBudgetExceeded } from "./byte-budget";
;
export {   mediaType,  } from "./charset";
export { SafeFetchError,  } from "./errors";
export {
  SAFE_FETCH_MESSAGES,
  
  
  
  
} from "./messages.content";
export type { SafeFetchErrorCode } from "./errors";
export { ROBOTS_MAX_BYTES, fetchRobotsTxt,  } from "./robots";
export type { RobotsFetchResult } from "./robots";
export {
  
  
  
  
  HTML_CONTENT_TYPES,
  
  
  
  effectivePort,
  getHeader,
  
  isAllowedPort,
  parseAllowHosts,
  
  safeFetch,
  typedPorts,
  pinnedLookup,
  vetDestination,
} from "./safe-fetch";
export type { DestinationPolicy, LookupAll, SafeFetchOptions, SafeFetchResult } from "./safe-fetch";
