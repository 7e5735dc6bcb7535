import escapeHtml from "escape-html";
import { FAVICON, STYLESHEET } from "./assets";

const LOGO = `<svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true"><path fill="#ef5350" d="M3 17.25V21h3.75L17.81 9.94l-3.75-3.75L3 17.25z"/><path fill="#fff" d="M20.71 7.04a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83z"/></svg>`;

/**
 * The frame of every page of the identity provider, styled like the product: the body in a card,
 * and with `aside` a column beside it (below it on a phone) that the card's form does not need.
 */
export function page(title: string, body: string, homeUrl: string, aside?: string): string {
  const main = aside
    ? `<main class="split">
<section class="card">
${body}
</section>
<aside aria-labelledby="about-redpen">
${aside}
</aside>
</main>`
    : `<main class="card">
${body}
</main>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Redpen</title>
<link rel="icon" href="${FAVICON.path}" type="image/svg+xml">
<link rel="stylesheet" href="${STYLESHEET.path}">
</head>
<body>
<header>${LOGO}<a href="${escapeHtml(homeUrl)}">Redpen</a></header>
${main}
</body>
</html>`;
}

/** A labelled input with its error or hint wired for screen readers. */
export function field(options: {
  name: string;
  label: string;
  type: string;
  value?: string;
  autocomplete: string;
  error?: string | null;
  hint?: string;
  autofocus?: boolean;
  /** Whether the field may be left empty (it is required otherwise). */
  optional?: boolean;
}): string {
  const { name, label, type, value = "", autocomplete, error, hint, autofocus, optional } = options;
  const described = [error ? `${name}-error` : "", hint ? `${name}-hint` : ""].filter(Boolean).join(" ");
  return `<label for="${name}">${escapeHtml(label)}</label>
<input id="${name}" name="${name}" type="${type}" value="${escapeHtml(value)}" autocomplete="${autocomplete}"${optional ? "" : " required"}${
    autofocus ? " autofocus" : ""
  }${error ? ' aria-invalid="true"' : ""}${described ? ` aria-describedby="${described}"` : ""}>
${hint ? `<div class="hint" id="${name}-hint">${escapeHtml(hint)}</div>` : ""}
${error ? `<div class="field-error" id="${name}-error">${escapeHtml(error)}</div>` : ""}`;
}

export function alert(message: string | null | undefined, kind: "error" | "info" = "error"): string {
  if (!message) return "";
  return `<div class="alert${kind === "info" ? " info" : ""}" role="${kind === "error" ? "alert" : "status"}">${escapeHtml(message)}</div>`;
}
