export * from "./file";
export * from "./generate";
export * from "./messages";
export * from "./pixel-width";
export * from "./schema";
export * from "./templates";
export * from "./text";
