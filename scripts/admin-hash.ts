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
import { stderr, stdin, stdout } from 'node:process';
import { hashPassword } from '../server/password.ts';
import { readNewPassword } from '../server/read-password.ts';

async function main(): Promise<number> {
  const password = await readNewPassword('Password for the staff inbox: ', 'npm run --silent admin:hash');
  if (password === undefined) return 1;
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
