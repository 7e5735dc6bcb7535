/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value ?? "")
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

const STYLES = `
*{box-sizing:border-box}
body{margin:0;font-family:Roboto,"Helvetica Neue",Arial,sans-serif;background:#f6f7fb;color:#1b1f29;line-height:1.5}
header{background:#1f3a5f;color:#fff;padding:12px 24px;display:flex;align-items:center;gap:10px}
header a{color:#fff;text-decoration:none;font-weight:700;font-size:1.25rem;letter-spacing:.02em}
header svg{flex:none}
main{max-width:420px;margin:40px auto;padding:32px 28px;background:#fff;border-radius:12px;box-shadow:0 2px 10px rgba(31,58,95,.12)}
h1{font-size:1.5rem;margin:0 0 8px;font-weight:500}
p{margin:0 0 16px}
label{display:block;font-weight:500;margin:16px 0 6px}
input{width:100%;padding:12px;font-size:1rem;border:1px solid #9aa3b5;border-radius:6px;background:#fff;color:inherit}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #f2a900;outline-offset:2px}
input[aria-invalid=true]{border-color:#c62828}
.hint{font-size:.875rem;color:#4a5468;margin-top:4px}
.field-error{font-size:.875rem;color:#b71c1c;margin-top:4px}
.alert{padding:12px 14px;border-radius:6px;margin:0 0 16px;background:#fdecea;color:#8e1b1b}
.alert.info{background:#e8f0fb;color:#1f3a5f}
button,.button{display:block;width:100%;margin-top:24px;padding:12px;font-size:1rem;font-weight:500;border:0;border-radius:6px;background:#1f3a5f;color:#fff;cursor:pointer;text-align:center;text-decoration:none}
button:hover,.button:hover{background:#162a45}
.links{margin-top:20px;display:flex;flex-direction:column;gap:8px;font-size:.95rem}
.links a{color:#1f3a5f}
@media (max-width:480px){main{margin:0;border-radius:0;box-shadow:none;min-height:calc(100vh - 56px)}}
`;

const LOGO = `<svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true"><path fill="#ef5350" d="M3 17.25V21h3.75L17.81 9.94l-3.75-3.75L3 17.25z"/><path fill="#fff" d="M20.71 7.04a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83z"/></svg>`;

/** The frame of every page of the identity provider, styled like the product. */
export function page(title: string, body: string, homeUrl: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Redpen</title>
<style>${STYLES}</style>
</head>
<body>
<header>${LOGO}<a href="${escapeHtml(homeUrl)}">Redpen</a></header>
<main>
${body}
</main>
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
}): string {
  const { name, label, type, value = "", autocomplete, error, hint, autofocus } = options;
  const described = [error ? `${name}-error` : "", hint ? `${name}-hint` : ""].filter(Boolean).join(" ");
  return `<label for="${name}">${escapeHtml(label)}</label>
<input id="${name}" name="${name}" type="${type}" value="${escapeHtml(value)}" autocomplete="${autocomplete}" required${
    autofocus ? " autofocus" : ""
  }${error ? ' aria-invalid="true"' : ""}${described ? ` aria-describedby="${described}"` : ""}>
${hint ? `<div class="hint" id="${name}-hint">${escapeHtml(hint)}</div>` : ""}
${error ? `<div class="field-error" id="${name}-error">${escapeHtml(error)}</div>` : ""}`;
}

export function alert(message: string | null | undefined, kind: "error" | "info" = "error"): string {
  if (!message) return "";
  return `<div class="alert${kind === "info" ? " info" : ""}" role="${kind === "error" ? "alert" : "status"}">${escapeHtml(message)}</div>`;
}
