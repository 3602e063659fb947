import type { Socket } from "node:net";

/** A line read from a connection: the line, a line too long to read, or nothing (gone). */
export type RequestLine = { kind: "line"; line: string } | { kind: "too-long" } | { kind: "gone" };

/**
 * Reads the first line of a connection (up to "\n", or its end when the sender ends without
 * one), keeping at most `maxBytes` of it in memory: past that, "too-long" without reading more.
 * Stops reading once decided; what follows the line is not read.
 */
export function readRequestLine(connection: Socket, maxBytes: number): Promise<RequestLine> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const finish = (result: RequestLine) => {
      connection.off("data", onData);
      connection.off("end", onEnd);
      connection.off("close", onClose);
      connection.pause();
      resolve(result);
    };
    const line = (bytes: Buffer) => finish({ kind: "line", line: bytes.toString("utf8") });
    const onData = (chunk: Buffer) => {
      const newline = chunk.indexOf(0x0a);
      const kept = newline === -1 ? chunk : chunk.subarray(0, newline);
      if (length + kept.length > maxBytes) return finish({ kind: "too-long" });
      chunks.push(kept);
      length += kept.length;
      if (newline !== -1) line(Buffer.concat(chunks, length));
    };
    const onEnd = () => line(Buffer.concat(chunks, length));
    const onClose = () => finish({ kind: "gone" });
    connection.on("data", onData);
    connection.once("end", onEnd);
    connection.once("close", onClose);
  });
}
