// `npm run dev`: the server with reload on change (port 8080) and the console through Vite with hot
// reload (port 5173, /base-api proxied to the server). Ctrl+C stops both.
import { spawn } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const children = [
  spawn('npm', ['run', 'dev', '-w', '@adconsole/server'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DATA_DIR: process.env.DATA_DIR ?? `${root}data` },
  }),
  spawn('npm', ['run', 'dev', '-w', '@adconsole/console'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
