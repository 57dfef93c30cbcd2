export * from "./cluster";
export * from "./corpus";
export * from "./difficulty";
export * from "./messages";
export * from "./normalize";
export * from "./report";
export * from "./similarity";
export * from "./worker-protocol";
