// Runs the Playwright specs in a shuffled order (issue 44: each spec makes its own people, so
// any order passes). Playwright has no shuffle of its own and runs a project's files in file-name
// order; playwright.config.ts turns E2E_ORDER into a project per file, in the list's order.
//
//   node tests/e2e/shuffle.mjs               a new random seed, printed
//   node tests/e2e/shuffle.mjs 1234          the order of seed 1234 again
//   node tests/e2e/shuffle.mjs 1234 --list   anything after the seed goes to `playwright test`
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const [first, ...rest] = process.argv.slice(2);
const seeded = first !== undefined && /^\d+$/.test(first);
const seed = seeded ? Number(first) : Math.floor(Math.random() * 2 ** 31);
const args = seeded ? rest : process.argv.slice(2);

/** mulberry32: a small seeded generator, so a failing order can be run again. */
function random(state) {
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const files = readdirSync('tests/e2e')
  .filter((file) => file.endsWith('.spec.ts'))
  .sort();
const next = random(seed);
for (let index = files.length - 1; index > 0; index -= 1) {
  const other = Math.floor(next() * (index + 1));
  [files[index], files[other]] = [files[other], files[index]];
}
console.log(`E2E shuffle seed ${seed}: ${files.join(' ')}`);
const run = spawnSync('npx', ['playwright', 'test', ...args], {
  stdio: 'inherit',
  env: { ...process.env, E2E_ORDER: files.join(',') },
});
console.log(`E2E shuffle seed ${seed}: exit ${run.status}`);
process.exit(run.status ?? 1);
