import { IMAGE_UPLOAD_FIELD, IMAGE_UPLOAD_MAX_BYTES, JSON_BODY_LIMIT_BYTES } from "@redpen/contract";
import { pixelBomb } from "../testing/uploads";
import { asText, type EncodingVariant } from "./mutation";
import { withDeepNesting } from "./zod-arbitraries";

/** A body as the wire request sends it: its bytes and content type (none when the variant leaves it out). */
export interface WireBody {
  type?: string;
  bytes: Buffer;
}

const JSON_TYPE = "application/json";

/** The JSON body as sent, or broken one way. */
export function jsonBodyOf(body: unknown, variant: EncodingVariant | undefined): WireBody {
  const text = withDeepNesting(JSON.stringify(body) ?? "null");
  const json = (bytes: string | Buffer, type: string | undefined = JSON_TYPE) => ({ type, bytes: Buffer.from(bytes) });
  switch (variant) {
    case "malformed":
      return json(text.slice(0, Math.max(1, Math.floor(text.length / 2))));
    case "textPlain":
      return json(text, "text/plain");
    case "noContentType":
      return json(text, undefined);
    case "empty":
      return json("");
    case "oversized":
      return json(`{"pad":"${"x".repeat(JSON_BODY_LIMIT_BYTES)}","body":${text}}`);
    case "invalidUtf8":
      return json(
        Buffer.concat([
          Buffer.from('{"data":{"name":"'),
          Buffer.from([0xff, 0xfe, 0xc3]),
          Buffer.from('"},"version":2}'),
        ]),
      );
    case "protoKey":
      return json(`{"__proto__":{"owner_user_id":"x"},"body":${text}}`);
    case "constructorPrototype":
      return json(`{"constructor":{"prototype":{"owner_user_id":"x"}},"body":${text}}`);
    case "duplicateKeys":
      return json(text.startsWith("{") && text.length > 2 ? `{"version":"x","data":null,${text.slice(1)}` : text);
    case "utf16":
      return json(Buffer.from(text, "utf16le"), "application/json; charset=utf-16");
    case "xml":
      return json(`<body>${text}</body>`, "application/xml");
    case "bom":
      return json(`\uFEFF${text}`);
    case "null":
      return json("null");
    case "array":
      return json(`[${text}]`);
    case "number":
      return json("1e999");
    default:
      return json(text);
  }
}

/** The form body as sent, or broken one way. */
export function formBodyOf(body: unknown, variant: EncodingVariant | undefined): WireBody {
  const search = new URLSearchParams();
  const fields = body && typeof body === "object" ? (body as Record<string, unknown>) : { body };
  for (const [name, value] of Object.entries(fields)) search.append(name, asText(value));
  const form = (bytes: string | Buffer, type: string | undefined = "application/x-www-form-urlencoded") => ({
    type,
    bytes: Buffer.from(bytes),
  });
  switch (variant) {
    case "json":
      return form(JSON.stringify(body) ?? "null", JSON_TYPE);
    case "textPlain":
      return form(search.toString(), "text/plain");
    case "oversized":
      return form(`${search}&pad=${"x".repeat(JSON_BODY_LIMIT_BYTES)}`);
    case "invalidUtf8":
      return form(Buffer.concat([Buffer.from(`${search}&name=`), Buffer.from([0xff, 0xfe, 0x25, 0x7a])]));
    case "repeatedFields":
      return form(`${search}&${search}`);
    case "emptyBody":
      return form("");
    default:
      return form(search.toString());
  }
}

/** The upload as sent (`fields`, e.g. a class set's data, go before the file in each variant), or broken one way. */
export function multipartBodyOf(
  file: Buffer,
  variant: EncodingVariant | undefined,
  fields: Record<string, string> = {},
): WireBody {
  const boundary = "----redpen-fuzz-boundary";
  const fieldParts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  const part = (field: string, bytes: Buffer, fileName = "page.png", type = "image/png") =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      bytes,
      Buffer.from("\r\n"),
    ]);
  const end = Buffer.from(`--${boundary}--\r\n`);
  const multipart = (...parts: Buffer[]) => ({
    type: `multipart/form-data; boundary=${boundary}`,
    bytes: Buffer.concat([...fieldParts, ...parts, end]),
  });
  switch (variant) {
    case "json":
      return { type: JSON_TYPE, bytes: Buffer.from(JSON.stringify({ [IMAGE_UPLOAD_FIELD]: file.toString("base64") })) };
    case "noFile":
      return multipart(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n`));
    case "wrongField":
      return multipart(part("photo", file));
    case "twoFiles":
      return multipart(part(IMAGE_UPLOAD_FIELD, file), part(IMAGE_UPLOAD_FIELD, file));
    case "notAnImage":
      return multipart(
        part(IMAGE_UPLOAD_FIELD, Buffer.from("%PDF-1.4 not a photo at all"), "page.pdf", "application/pdf"),
      );
    case "truncated":
      return {
        type: `multipart/form-data; boundary=${boundary}`,
        bytes: Buffer.concat([...fieldParts, part(IMAGE_UPLOAD_FIELD, file)]).subarray(0, 80),
      };
    case "wrongBoundary":
      return {
        type: "multipart/form-data; boundary=something-else",
        bytes: multipart(part(IMAGE_UPLOAD_FIELD, file)).bytes,
      };
    case "noBoundary":
      return { type: "multipart/form-data", bytes: multipart(part(IMAGE_UPLOAD_FIELD, file)).bytes };
    case "emptyFile":
      return multipart(part(IMAGE_UPLOAD_FIELD, Buffer.alloc(0)));
    case "tooLarge":
      return multipart(part(IMAGE_UPLOAD_FIELD, Buffer.concat([file, Buffer.alloc(IMAGE_UPLOAD_MAX_BYTES)])));
    case "svg":
      return multipart(
        part(
          IMAGE_UPLOAD_FIELD,
          Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
          "page.svg",
          "image/svg+xml",
        ),
      );
    case "pngHeaderOnly":
      return multipart(part(IMAGE_UPLOAD_FIELD, file.subarray(0, 24)));
    case "pixelBomb":
      return multipart(part(IMAGE_UPLOAD_FIELD, pixelBomb()));
    default:
      return multipart(part(IMAGE_UPLOAD_FIELD, file));
  }
}
