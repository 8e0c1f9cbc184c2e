/**
 * `npm run staff -- add NAME | remove NAME | email NAME [ADDRESS] | list`: the staff inbox's named accounts,
 * in the database the environment points at (DATABASE_URL, or PGlite in DATA_DIR:
 * stop the server first, PGlite is one process's). `add` asks for the password twice
 * (or reads it from standard input, like `npm run admin:hash`) and stores its scrypt
 * hash; adding a name that exists sets its new password and ends the account's
 * sessions. `remove` also ends the account's sessions. `email` sets where the account's
 * morning digest of follow-ups goes (without ADDRESS: back to the user name, when that is
 * an address). The ADMIN_USER / ADMIN_PASSWORD_HASH pair of the environment
 * is the first account and is not stored here.
 */
import { stderr, stdout } from 'node:process';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { listAccounts, removeAccount, saveAccount, setAccountEmail, USERNAME } from '../db/staff.ts';
import { hashPassword } from '../password.ts';
import { readNewPassword } from '../read-password.ts';

const USAGE = 'Usage: npm run staff -- add NAME | remove NAME | email NAME [ADDRESS] | list';

/** An e-mail address as the digest needs it: one address, no display name. */
const ADDRESS = /^[^@\s<>,"]+@[^@\s<>,"]+\.[^@\s<>,"]+$/;

async function main(args: string[]): Promise<number> {
  const [command, name, ...rest] = args;
  const named = command === 'add' || command === 'remove' || command === 'email';
  const extra = command === 'email' ? 1 : 0;
  if (!(named || command === 'list') || (named ? !name || rest.length > extra : name !== undefined)) {
    stderr.write(`${USAGE}\n`);
    return 2;
  }
  const address = command === 'email' ? rest[0] : undefined;
  if (address !== undefined && !ADDRESS.test(address)) {
    stderr.write(`"${address}" is not an e-mail address such as asha@example.com.\n`);
    return 2;
  }
  if (named && !USERNAME.test(name ?? '')) {
    stderr.write('A user name is 1 to 64 letters, digits and . _ @ - (starting with a letter or digit).\n');
    return 2;
  }
  const config = loadConfig();
  if (named && name === config.adminUser) {
    stderr.write(`"${name}" is ADMIN_USER, the account of the environment: change it there, not here.\n`);
    return 1;
  }
  // Asked before the database opens, so a mistyped password holds no lock.
  const password =
    command === 'add' ? await readNewPassword(`Password for ${name}: `, `npm run --silent staff -- add ${name}`) : '';
  if (password === undefined) return 1;
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    if (command === 'add') {
      const added = await saveAccount(database, name ?? '', await hashPassword(password));
      stdout.write(added ? `Added ${name}.\n` : `Set a new password for ${name} and ended its sessions.\n`);
    } else if (command === 'email') {
      if (!(await setAccountEmail(database.db, name ?? '', address ?? null))) {
        stderr.write(`There is no account named ${name}.\n`);
        return 1;
      }
      stdout.write(
        address
          ? `${name}'s morning e-mail of follow-ups goes to ${address}.\n`
          : `${name}'s morning e-mail goes to the user name, when it is an e-mail address.\n`,
      );
    } else if (command === 'remove') {
      if (!(await removeAccount(database, name ?? ''))) {
        stderr.write(`There is no account named ${name}.\n`);
        return 1;
      }
      stdout.write(`Removed ${name} and ended its sessions.\n`);
    } else {
      const accounts = await listAccounts(database.db);
      if (config.adminUser) stdout.write(`${config.adminUser} (ADMIN_USER, from the environment)\n`);
      for (const account of accounts)
        stdout.write(
          `${account.username} (added ${account.createdAt.toISOString().slice(0, 10)}${account.email ? `, e-mail ${account.email}` : ''})\n`,
        );
      if (!config.adminUser && accounts.length === 0) stdout.write('No accounts: the staff inbox is off.\n');
    }
    return 0;
  } finally {
    await database.close();
  }
}

if (import.meta.main) {
  process.exitCode = await main(process.argv.slice(2)).catch((error: unknown) => {
    stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  });
}
