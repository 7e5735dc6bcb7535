export * from "./runtime-config";
export * from "./errors";
