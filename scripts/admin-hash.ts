/**
 * `npm run admin:hash`: reads a password from standard input and prints its
 * scrypt hash for ADMIN_PASSWORD_HASH. At a terminal it asks twice without
 * showing what is typed; otherwise it reads the whole input (one trailing line
 * break is dropped) and refuses a password with a line break inside it, which is
 * almost always two lines piped by mistake (`printf 'pw\npw\n'`), never a password
 * anyone can type into the sign-in form:
 *
 *   npm run --silent admin:hash                       # asks
 *   printf '%s' "$PASSWORD" | npm run --silent admin:hash
 *
 * The password never goes into the environment, a file or the shell history.
 */
import { stdin, stderr, stdout } from 'node:process';
import { hashPassword } from '../server/admin/password.ts';

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

async function main(): Promise<number> {
  let password: string;
  if (stdin.isTTY) {
    password = await askHidden('Password for the staff inbox: ');
    if ((await askHidden('The same again: ')) !== password) {
      stderr.write('The two passwords differ; nothing was printed.\n');
      return 1;
    }
  } else {
    password = await readAll();
  }
  if (/[\r\n]/.test(password)) {
    stderr.write(
      'The password contains a line break; nothing was printed. Give it on one line, e.g. printf \'%s\' "$PASSWORD" | npm run --silent admin:hash\n',
    );
    return 1;
  }
  if (password.length < MIN_LENGTH) {
    stderr.write(`Use a password of at least ${MIN_LENGTH} characters (a few random words are good).\n`);
    return 1;
  }
  stdout.write(`${await hashPassword(password)}\n`);
  if (stdin.isTTY) stderr.write('Set ADMIN_PASSWORD_HASH to the line above, and ADMIN_USER to a user name.\n');
  return 0;
}

if (import.meta.main) {
  process.exitCode = await main().catch((error: unknown) => {
    stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  });
}
