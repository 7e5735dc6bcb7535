/**
 * @redpen/contract: every request and reply of the api (SPEC.md 3 and 7), the enumerations,
 * validation rules, constants and error formatting, shared by the api and the web.
 *
 * Reply shapes: a single resource is `{id, version?, data: {...}}` (essay, image, user, organisation,
 * organisation user); lists and other replies are an envelope `{data: ...}` (GET /essays,
 * /essays/certificates, /organisations/{id}/users, /products, /payments, /users/me/billing,
 * /organisations/{id}/billing, /health). Errors are `{error_message, error_code}`.
 */
export * from "./runtime-config";
export * from "./errors";
export * from "./constants";
export * from "./enums";
export * from "./validation";
export * from "./health";
export * from "./users";
export * from "./certificates";
export * from "./essays";
export * from "./images";
export * from "./organisations";
export * from "./payments";
