import { formatEuros, formatVatRate, priceWithVat } from "@redpen/contract";
import escapeHtml from "escape-html";
import type { CheckoutSessionRow } from "../db/checkout-sessions.queries";
import type { CardForm } from "./card-form";

// The web app's look (apps/web/src/app/theme.ts): ink-blue header and buttons, the teacher's red for the brand.
const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;background:#f6f7fb;font-family:Roboto,"Helvetica Neue",Arial,system-ui,sans-serif;color:#1f2933}
header{background:#1f3a5f;color:#fff;padding:14px 24px;font-size:20px;font-weight:700;letter-spacing:.02em}
header span{color:#ef5350}
main{max-width:420px;margin:32px auto;background:#fff;border-radius:10px;box-shadow:0 4px 24px rgba(15,23,42,.08);padding:32px}
h1{font-size:22px;font-weight:500;margin:0 0 24px}
.lead{font-size:16px;color:#52606d;margin:0 0 24px}
label{display:block;font-size:14px;font-weight:600;margin:0 0 6px}
input{width:100%;font:inherit;padding:10px 12px;border:1px solid #cbd2d9;border-radius:6px;margin:0 0 16px}
input:focus{outline:2px solid #1f3a5f;border-color:#1f3a5f}
.row{display:flex;gap:12px}.row>div{flex:1}
.sum{border-top:1px solid #e4e7eb;padding:16px 0 0;margin:8px 0 0;color:#52606d}
.total{:1px solid #e4e7eb;padding:16px 0 0;margin:8px 0 16px;font-weight:600}
button{width:100%;font:inherit;font-weight:600;padding:12px;border:0;border-radius:6px;background:#1f3a5f;color:#fff;cursor:pointer}
button:hover{background:#152a47}
.error{background:#fdecea;color:#b71c1c;border-radius:6px;padding:10px 12px;margin:0 0 16px;font-size:14px}
.cancel{display:block;text-align:center;margin:16px 0 0;color:#1f3a5f}
.note{font-size:13px;color:#7b8794;margin:24px 0 0;text-align:center}
@media (max-width:480px){body{background:#fff}main{margin:0;border-radius:0;box-shadow:none;padding:24px 16px}}
`;

/** The page's inline <style> carries the reply's CSP nonce (security-headers.ts): no 'unsafe-inline' needed. */
function page(title: string, body: string, styleNonce: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style nonce="${escapeHtml(styleNonce)}">${STYLE}</style></head><body><header>Red<span>pen</span></header><main>${body}</main></body></html>`;
}

function field(name: keyof CardForm, label: string, value: string, attributes: string): string {
  return `<label for="${name}">${label}</label><input id="${name}" name="${name}" value="${escapeHtml(value)}" required ${attributes}>`;
}

/** The card form of the local checkout, with an error and the fields typed so far when it is shown again. */
export function checkoutFormPage(
  session: CheckoutSessionRow,
  vatRatePercent: number,
  billingUrl: string,
  styleNonce: string,
  shown: { error?: string; form: Partial<CardForm> } = { form: {} },
): string {
  const form: CardForm = { card_number: "", expiry: "", cvc: "", name: "", ...shown.form };
  const price = priceWithVat(session.price_cents, vatRatePercent);
  return page(
    `Pay for ${session.product_name}`,
    `<h1>${escapeHtml(session.product_name)}</h1>
${shown.error ? `<p class="error" role="alert">${escapeHtml(shown.error)}</p>` : ""}
<form method="post">
${field("card_number", "Card number", form.card_number, 'inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234"')}
<div class="row"><div>${field("expiry", "Expiry (MM/YY)", form.expiry, 'autocomplete="cc-exp" placeholder="MM/YY"')}</div>
<div>${field("cvc", "CVC", form.cvc, 'inputmode="numeric" autocomplete="cc-csc" placeholder="123"')}</div></div>
${field("name", "Name on card", form.name, 'autocomplete="cc-name"')}
<p class="sum">Price: €${formatEuros(price.netCents)}<br>VAT ${formatVatRate(vatRatePercent)}: €${formatEuros(price.vatCents)}</p>
<p class="total">Total: €${formatEuros(price.totalCents)}</p>
<button type="submit">Pay</button>
</form>
<a class="cancel" href="${escapeHtml(billingUrl)}">Cancel</a>
<p class="note">This is Redpen's local test checkout: no money is taken. The card 4242 4242 4242 4242 is accepted, with any future expiry and any CVC.</p>`,
    styleNonce,
  );
}

/** A page for a checkout that cannot be paid (unknown or already paid), with the way back. */
export function checkoutClosedPage(title: string, message: string, billingUrl: string, styleNonce: string): string {
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1><p class="lead">${escapeHtml(message)}</p><a class="cancel" href="${escapeHtml(billingUrl)}">Back to credits</a>`,
    styleNonce,
  );
}
