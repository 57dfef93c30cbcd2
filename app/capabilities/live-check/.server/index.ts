export {  LiveJob } from "./job";
;
export { createLiveCheckEndpoint, liveCheckJob,  liveCheckServerEndpoint, liveCheckTool } from "./endpoint";
export type { LiveCheckDefinition, LiveCheckJobOptions,  } from "./endpoint";
;
;
;
;
