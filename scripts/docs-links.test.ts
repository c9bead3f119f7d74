// The docs are a newcomer's way in: README.md stays a page that fits on a screen, and every
// relative link in it and in docs/ leads somewhere (a file that exists and, for a #anchor into a
// .md file, a heading that does).
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** 12 KB: the size issue 44 set for README.md. */
const README_MAX_BYTES = 12 * 1024;

/** README.md and every .md file under docs/. */
function docFiles(root: string): string[] {
  const files = [join(root, 'README.md')];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.md')) files.push(path);
    }
  };
  walk(join(root, 'docs'));
  return files.filter((file) => existsSync(file));
}

/** The text outside fenced code blocks and inline code spans: a link written as code is not a link. */
function prose(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/(`+)[\s\S]*?\1/g, '');
}

/** Every link target: inline `[text](target "title")`, images, and reference definitions `[x]: target`. */
function linkTargets(markdown: string): string[] {
  const text = prose(markdown);
  const targets: string[] = [];
  for (const match of text.matchAll(/\]\(\s*(<[^>]*>|[^\s)]+)(?:\s+"[^"]*")?\s*\)/g)) {
    targets.push(match[1].replace(/^<|>$/g, ''));
  }
  for (const match of text.matchAll(/^ {0,3}\[[^\]]+\]:\s*(\S+)/gm)) targets.push(match[1]);
  return targets;
}

/** GitHub's anchor for a heading (github-slugger): lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // a link shows its text
    .replace(/<[^>]+>/g, '') // inline HTML tags
    .replace(/[*`]/g, '')
    .replace(/(^|\s)_+|_+(\s|$)/g, '$1$2'); // _emphasis_, not snake_case
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors a Markdown file offers: one per heading, a repeated one numbered as GitHub does. */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  const withoutFences = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  for (const match of withoutFences.matchAll(/^ {0,3}#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = slug(match[1]);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    result.add(count === 0 ? base : `${base}-${count}`);
  }
  return result;
}

/** The broken relative links of one Markdown file, as "target: why". */
function brokenLinks(file: string): string[] {
  const problems: string[] = [];
  for (const target of linkTargets(readFileSync(file, 'utf8'))) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto:: not ours to check here
    const [rawPath, anchor] = target.split('#', 2) as [string, string | undefined];
    const path = rawPath === '' ? file : resolve(dirname(file), decodeURIComponent(rawPath));
    if (!existsSync(path)) {
      problems.push(`${target}: no such file`);
      continue;
    }
    if (
      anchor &&
      path.endsWith('.md') &&
      !anchors(readFileSync(path, 'utf8')).has(decodeURIComponent(anchor).toLowerCase())
    ) {
      problems.push(
        `${target}: no heading #${anchor} in ${path === file ? 'this file' : relative(dirname(file), path)}`,
      );
    }
  }
  return problems;
}

describe('the docs', () => {
  it(`keeps README.md within ${README_MAX_BYTES} bytes`, () => {
    expect(statSync(join(ROOT, 'README.md')).size).toBeLessThanOrEqual(README_MAX_BYTES);
  });

  it('has a working relative link in README.md and docs/*.md wherever it links', () => {
    const files = docFiles(ROOT);
    expect(files.length).toBeGreaterThan(1);
    const broken = files.flatMap((file) => brokenLinks(file).map((problem) => `${relative(ROOT, file)}: ${problem}`));
    expect(broken).toEqual([]);
  });
});

describe('the link check itself', () => {
  it('slugs headings as GitHub does', () => {
    expect(slug('§10 Leave balances, policies and who decides (issue 26)')).toBe(
      '10-leave-balances-policies-and-who-decides-issue-26',
    );
    expect(slug('Files in S3-compatible storage')).toBe('files-in-s3-compatible-storage');
    expect(slug('`npm run bench -- load`: the ceilings')).toBe('npm-run-bench----load-the-ceilings');
    expect(slug('PGlite & PostgreSQL')).toBe('pglite--postgresql');
    expect(slug('Where to read next')).toBe('where-to-read-next');
    expect([...anchors('# A\n## Notes\n```\n# not a heading\n```\n### Notes\n')]).toEqual(['a', 'notes', 'notes-1']);
  });

  it('finds a missing file, a missing heading, and ignores links written as code or to the web', () => {
    const dir = mkdtempSync(join(tmpdir(), 'docs-links-'));
    try {
      writeFileSync(join(dir, 'other.md'), '# Other\n\n## Known heading\n');
      writeFileSync(
        join(dir, 'page.md'),
        [
          '# Page',
          '[fine](other.md) [fine too](other.md#known-heading) [here](#page) [web](https://example.com/x.md)',
          '[gone](missing.md) [no heading](other.md#unknown) [no anchor here](#nowhere)',
          '`[code](not-checked.md)`',
          '```md',
          '[fenced](not-checked-either.md)',
          '```',
          '[ref]: ./also-missing.md',
        ].join('\n'),
      );
      expect(brokenLinks(join(dir, 'page.md'))).toEqual([
        'missing.md: no such file',
        'other.md#unknown: no heading #unknown in other.md',
        '#nowhere: no heading #nowhere in this file',
        './also-missing.md: no such file',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
