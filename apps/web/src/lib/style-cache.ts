import createCache, { type EmotionCache } from "@emotion/cache";

/**
 * The nonce the api put in this load's index.html (`<meta property="csp-nonce" nonce>`, apps/api's
 * web-app.ts), matching its Content-Security-Policy's style-src. Read from the `nonce` property:
 * browsers empty the attribute once the page has a CSP, so CSS selectors cannot read it.
 */
export function pageStyleNonce(): string | undefined {
  return document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
}

/**
 * Emotion's cache for MUI, whose <style> elements (GlobalStyles and print styles included) carry the
 * page's nonce, so the policy lets them apply without 'unsafe-inline'.
 */
export function createStyleCache(): EmotionCache {
  return createCache({ key: "css", nonce: pageStyleNonce() });
}
