/** The most a quote may weigh: five fields and a few hints fit many times over. */
export const MAX_BODY_BYTES = 32 * 1024;

export class BodyTooLarge extends Error {}

/**
 * The request's body, read up to `limit` bytes: a sender that declares more, or streams more
 * than it declared, is stopped there rather than read into memory.
 */
export async function readLimitedBody(
  request: Request,
  limit = MAX_BODY_BYTES,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) throw new BodyTooLarge();
  if (!request.body) return new Uint8Array(new ArrayBuffer(0));
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new BodyTooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(new ArrayBuffer(size));
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
