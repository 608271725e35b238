// Prints the release notes of one version from CHANGELOG.md (Keep a Changelog layout): the body of
// its `## [X.Y.Z] - date` section, without the heading and the link references.
//   node scripts/release-notes.mjs <X.Y.Z> [changelog path]   (exit 1 when the section is missing or empty)
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const VERSION = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/;

/** The notes of `version`, or an Error saying what is wrong with the changelog. */
export function releaseNotes(changelog, version) {
  if (!VERSION.test(version))
    return new Error(`version must look like X.Y.Z (digits only), got ${JSON.stringify(version)}`);
  const lines = changelog.replace(/\r\n/g, '\n').split('\n');
  const heading = new RegExp(`^## \\[${version.replace(/\./g, '\\.')}\\](?: - (\\d{4}-\\d{2}-\\d{2}))?\\s*$`);
  const start = lines.findIndex((line) => heading.test(line));
  if (start < 0) return new Error(`CHANGELOG.md has no "## [${version}] - YYYY-MM-DD" section`);
  if (!heading.exec(lines[start])[1])
    return new Error(
      `CHANGELOG.md section [${version}] has no release date ("## [${version}] - YYYY-MM-DD")`,
    );
  let end = lines.findIndex((line, i) => i > start && (/^## /.test(line) || /^\[[^\]]+\]: /.test(line)));
  if (end < 0) end = lines.length;
  const body = lines
    .slice(start + 1, end)
    .join('\n')
    .trim();
  if (body === '') return new Error(`CHANGELOG.md section [${version}] is empty`);
  return `${body}\n`;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const [version, path = 'CHANGELOG.md'] = process.argv.slice(2);
  if (version === undefined) {
    console.error('usage: node scripts/release-notes.mjs <X.Y.Z> [CHANGELOG.md]');
    process.exit(2);
  }
  let text;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    console.error(`cannot read ${path}: ${error.message}`);
    process.exit(1);
  }
  const notes = releaseNotes(text, version);
  if (notes instanceof Error) {
    console.error(notes.message);
    process.exit(1);
  }
  process.stdout.write(notes);
}
