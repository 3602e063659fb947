/** Parses a multipart/form-data body into its text fields. */
export function parseMultipart(body: Buffer, contentType: string): Record<string, string> {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  if (!boundary) throw new Error(`Not multipart: ${contentType}`);
  const delimiter = `--${boundary[1] ?? boundary[2]}`;
  const fields: Record<string, string> = {};
  for (const part of body.toString("utf8").split(delimiter)) {
    const match = /name="([^"]+)"\r\n\r\n([\s\S]*)\r\n$/.exec(part);
    if (match) fields[match[1]!] = match[2]!;
  }
  return fields;
}
