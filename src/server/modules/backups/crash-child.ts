/**
 * The backup-crash test's child process (backups-crash.test.ts): backs up the database in `argv[2]`
 * into `argv[3]`, saying `copying` first, so the test can kill it with SIGKILL in the middle.
 */
import { copyDatabase } from './service';

const [dataDir, dir] = process.argv.slice(2);
if (!dataDir || !dir) throw new Error('usage: crash-child.ts <data dir> <backup dir>');
process.stdout.write('copying\n');
await copyDatabase({ dataDir, dir, copyDir: undefined, time: '02:00' });
process.stdout.write('done\n');
