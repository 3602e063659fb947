// The new password for add-user and reset-password: typed twice without echo on a terminal, or
// the first line of standard input when it is piped. Never an argument (it would show in `ps`
// and in the shell's history).
import { checkNewPassword } from "#app/inbox/index.server.ts";

import { CliError } from "./cli-error.ts";

/**
 * The new password: read from standard input when it is piped (its first line), else typed
 * twice without echo.
 */
export async function newPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    const piped = await readPiped();
    // Checked here as well as where it is stored: a huge one sent to the server would be refused
    // as a request over its length, which says less.
    await checkNewPassword(piped);
    return piped;
  }
  const password = await askHidden("New password (at least 12 characters): ");
  await checkNewPassword(password);
  if ((await askHidden("The same password again: ")) !== password) {
    throw new CliError("The two passwords differ; nothing was changed.");
  }
  return password;
}

async function readPiped(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8").split(/\r?\n/)[0] ?? "";
}

/** What a terminal sends for arrow, function and other special keys. */
// eslint-disable-next-line no-control-regex -- matching the terminal's control characters
const ESCAPE_SEQUENCE = /\u001b(\[[0-9;?]*[ -/]*[@-~]|O.|.)?/gu;

/** Asks on the terminal without showing what is typed. */
function askHidden(question: string): Promise<string> {
  const { stdin, stderr } = process;
  stderr.write(question);
  stdin.setRawMode(true);
  stdin.setEncoding("utf8");
  stdin.resume();
  return new Promise((resolve, reject) => {
    let answer = "";
    const finish = (error?: Error) => {
      stdin.off("data", onData);
      stdin.setRawMode(false);
      stdin.pause();
      stderr.write("\n");
      if (error) reject(error);
      else resolve(answer);
    };
    const onData = (chunk: string) => {
      // Arrow keys and the like arrive as escape sequences: not part of a password.
      const chars = [...chunk.replace(ESCAPE_SEQUENCE, "")];
      for (const [index, char] of chars.entries()) {
        if (char === "\r" || char === "\n") {
          // A paste of both answers at once: the rest is for the next question, put back once
          // this one has stopped listening.
          const rest = chars.slice(index + 1).join("");
          finish();
          if (rest) stdin.unshift(rest, "utf8");
          return;
        }
        if (char === "\u0003" || (char === "\u0004" && !answer)) {
          return finish(new CliError("Cancelled; nothing was changed."));
        }
        if (char === "\u007f" || char === "\b") answer = [...answer].slice(0, -1).join("");
        else if (char >= " ") answer += char;
      }
    };
    stdin.on("data", onData);
  });
}
