import type { Browser, BrowserContext } from "playwright-core";

/**
 * Runs `prepare` on every context the browser opens from now on, before the context is handed out
 * (browser.newPage() goes through newContext too, so this covers both). Returns the browser.
 */
export function onEveryContext(browser: Browser, prepare: (context: BrowserContext) => Promise<void> | void): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await prepare(context);
    return context;
  };
  return browser;
}
