import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { FileMailbox, type StoredMail } from "@redpen/mail";
import escapeHtml from "escape-html";
import { notFound } from "../errors";
import { styleNonceOf } from "./security-headers";
import { isMailboxKey, MAILBOX_KEY_PARAM, mailboxPath } from "./mailbox-key";

/** Escapes the text and turns its web addresses into links. */
const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/** A mailbox page; its inline <style> carries the reply's CSP nonce (security-headers.ts). */
function layout(title: string, body: string, key: string, styleNonce: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Redpen mailbox</title>
<style nonce="${escapeHtml(styleNonce)}">body{font-family:Roboto,Arial,sans-serif;margin:0;background:#f6f7fb;color:#1b1f29}header{background:#1f3a5f;color:#fff;padding:12px 24px}
header a{color:#fff;text-decoration:none;font-weight:700}main{max-width:760px;margin:24px auto;padding:0 16px}
.note{background:#fff8e1;border-radius:6px;padding:12px}ul{list-style:none;padding:0}li{background:#fff;margin:8px 0;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.08)}
li a{display:block;padding:12px 16px;color:inherit;text-decoration:none}.meta{color:#4a5468;font-size:.9rem}pre{white-space:pre-wrap;background:#fff;padding:16px;border-radius:8px;word-break:break-word}
pre a{color:#1f3a5f}</style></head><body><header><a href="${escapeHtml(mailboxPath(key))}">Redpen mailbox</a></header><main>${body}</main></body></html>`;
}

function listItem(mail: StoredMail, key: string): string {
  return `<li><a href="${escapeHtml(mailboxPath(key, mail.id))}"><strong>${escapeHtml(mail.subject)}</strong>
<div class="meta">To ${escapeHtml(mail.to)} · ${escapeHtml(new Date(mail.sent_at).toUTCString())}</div></a></li>`;
}

/**
 * The local mailbox: while mail is written to files (no SMTP configured), the messages the
 * product sent can be read here by the operator, who alone has its key (mailbox-key.ts): without
 * it, or with a wrong one, every mailbox address gives `answerUnknown`'s answer, the one of any
 * address no route takes (the web app's page, or 404). It is never registered once SMTP is set.
 */
export function mailboxRoutes(
  mailDir: string,
  key: string,
  answerUnknown: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
) {
  const mailbox = new FileMailbox(mailDir);
  return async (app: FastifyInstance) => {
    app.addHook("onRequest", async (request, reply) => {
      const given = (request.query as Record<string, unknown>)[MAILBOX_KEY_PARAM];
      if (!isMailboxKey(given, key)) return answerUnknown(request, reply);
      // The pages' addresses hold the key: no Referer may carry it anywhere, not even to the product.
      reply.header("Referrer-Policy", "no-referrer").header("Cache-Control", "no-store");
    });
    app.get("/mailbox", async (_request, reply) => {
      const mails = await mailbox.list({ limit: 200 });
      const items = mails.length
        ? `<ul>${mails.map((mail) => listItem(mail, key)).join("")}</ul>`
        : "<p>No mail has been sent yet.</p>";
      reply.type("text/html");
      return layout(
        "Mailbox",
        `<h1>Mailbox</h1><p class="note">Redpen has no mail server configured, so the emails it sends are kept here. Set SMTP_URL to send them for real.</p>${items}`,
        key,
        styleNonceOf(reply),
      );
    });
    app.get<{ Params: { mail_id: string } }>("/mailbox/:mail_id", async (request, reply) => {
      const mail = await mailbox.get(request.params.mail_id);
      if (!mail) throw notFound("This email");
      reply.type("text/html");
      return layout(
        mail.subject,
        `<p><a href="${escapeHtml(mailboxPath(key))}">← All mail</a></p><h1>${escapeHtml(mail.subject)}</h1>
<p class="meta">From ${escapeHtml(mail.from)}<br>To ${escapeHtml(mail.to)}<br>${escapeHtml(new Date(mail.sent_at).toUTCString())}</p>
<pre>${linkify(mail.text)}</pre>`,
        key,
        styleNonceOf(reply),
      );
    });
  };
}
