export { buildApi, type Api } from "./app";
export { readApiConfig, type ApiConfig, ConfigError } from "./config";
