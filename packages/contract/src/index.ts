export * from "./runtime-config";
export * from "./errors";
export * from "./constants";
export * from "./health";
export * from "./users";
export * from "./organisations";
