/**
 * Reading a new staff password (`npm run admin:hash`, `npm run staff -- add`): at a
 * terminal it asks twice without showing what is typed; otherwise it reads the whole
 * input (one trailing line break is dropped) and refuses a password with a line
 * break inside it, which is almost always two lines piped by mistake
 * (`printf 'pw\npw\n'`), never a password anyone can type into the sign-in form.
 * The password never goes into the environment, a file or the shell history.
 */
import { stderr, stdin } from 'node:process';

export const MIN_LENGTH = 12;

/** Reads one line from the terminal without echoing it. */
function askHidden(prompt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    stderr.write(prompt);
    let typed = '';
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    const onData = (chunk: string) => {
      for (const character of chunk) {
        if (character === '\r' || character === '\n') {
          finish();
          resolve(typed);
          return;
        }
        if (character === '\u0003') {
          finish();
          reject(new Error('cancelled'));
          return;
        }
        if (character === '\u007f' || character === '\b') typed = typed.slice(0, -1);
        else typed += character;
      }
    };
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stderr.write('\n');
    };
    stdin.on('data', onData);
  });
}

async function readAll(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

/**
 * The new password, or undefined after saying on standard error why it was refused
 * (the two differ, a line break inside, too short). `command` is how to pipe one in.
 */
export async function readNewPassword(prompt: string, command: string): Promise<string | undefined> {
  let password: string;
  if (stdin.isTTY) {
    password = await askHidden(prompt);
    if ((await askHidden('The same again: ')) !== password) {
      stderr.write('The two passwords differ; nothing was changed.\n');
      return undefined;
    }
  } else {
    password = await readAll();
  }
  if (/[\r\n]/.test(password)) {
    stderr.write(
      `The password contains a line break; nothing was changed. Give it on one line, e.g. printf '%s' "$PASSWORD" | ${command}\n`,
    );
    return undefined;
  }
  if (password.length < MIN_LENGTH) {
    stderr.write(`Use a password of at least ${MIN_LENGTH} characters (a few random words are good).\n`);
    return undefined;
  }
  return password;
}
