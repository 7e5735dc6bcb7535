export { buildApi, type Api } from "./app";
export { apiConfig, readApiConfig, type ApiConfig } from "./config";
