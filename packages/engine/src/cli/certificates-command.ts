import { listCertificateOptions } from "../catalogue/catalogue";

/** `engine certificates [--json]`: the certificate options, one a line (id, name, level, format), or as JSON. */
export function certificatesCommand(json: boolean): number {
  const options = listCertificateOptions().map(({ id, name, cefr_level, format, format_description }) => ({
    id,
    name,
    cefr_level,
    format,
    format_description,
  }));
  if (json) console.log(JSON.stringify(options, null, 2));
  else
    for (const option of options)
      console.log(`${option.id.padEnd(48)} ${option.name}, ${option.cefr_level}, ${option.format}`);
  return 0;
}
