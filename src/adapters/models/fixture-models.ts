// Writes the standard fixture models into the content-addressed model store
// (`<cacheDir>/models/<sha256>.gguf`), remembering each recipe's digest in `<cacheDir>/fixtures/`.
import { randomBytes } from 'node:crypto';
import { sha256Hex } from '../../domain/core/hashing.js';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  generateFixtureModel,
  STANDARD_FIXTURES,
  type FixtureSpec,
} from '../../domain/gguf/fixture-model.js';
import { cachePath } from '../cache/cache-dir.js';
import { modelCachePath } from './fetch-model.js';
import { verifyFile } from './verified-download.js';

export const VOCAB_GGUF_PATH = 'models/ggml-vocab-llama-spm.gguf';
/** Bumped whenever generateFixtureModel's output for the same params changes. */
export const FIXTURE_GENERATOR_VERSION = 1;

export interface FixtureModelFile {
  id: string;
  purpose: string;
  path: string;
  sha256: string;
  sizeBytes: number;
  params: FixtureSpec['params'];
}

async function writeAtomic(path: string, data: Uint8Array | string): Promise<void> {
  const tmp = `${path}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(tmp, data);
  await rename(tmp, path);
}

export async function ensureFixtureModels(
  cacheDir: string,
  checkoutDir: string,
  fixtures: readonly FixtureSpec[] = STANDARD_FIXTURES,
): Promise<FixtureModelFile[]> {
  // A fixed path of the checkout (nothing from input to guard): models/ never imports llama/.
  const vocab = await readFile(join(checkoutDir, VOCAB_GGUF_PATH));
  const vocabSha = sha256Hex(vocab);
  const recipes = cachePath(cacheDir, 'fixtures');
  await mkdir(recipes, { recursive: true });
  await mkdir(cachePath(cacheDir, 'models'), { recursive: true });
  const out: FixtureModelFile[] = [];
  for (const fixture of fixtures) {
    const recipeKey = sha256Hex(
      JSON.stringify({
        generator: FIXTURE_GENERATOR_VERSION,
        vocab_sha256: vocabSha,
        params: fixture.params,
      }),
    );
    const recipeFile = join(recipes, `${fixture.id}-${recipeKey.slice(0, 16)}.json`);
    let known: { sha256: string; size_bytes: number } | undefined;
    try {
      const recipe: unknown = JSON.parse(await readFile(recipeFile, 'utf8'));
      if (
        typeof recipe !== 'object' ||
        recipe === null ||
        !('sha256' in recipe) ||
        typeof recipe.sha256 !== 'string' ||
        !('size_bytes' in recipe) ||
        typeof recipe.size_bytes !== 'number'
      )
        throw new Error(`${recipeFile} does not describe a fixture model`);
      known = { sha256: recipe.sha256, size_bytes: recipe.size_bytes };
      await verifyFile(
        modelCachePath(cacheDir, known.sha256),
        known.sha256,
        known.size_bytes,
        `fixture ${fixture.id}`,
      );
    } catch {
      known = undefined;
    }
    if (!known) {
      const bytes = generateFixtureModel({ ...fixture.params, vocabGguf: vocab });
      known = { sha256: sha256Hex(bytes), size_bytes: bytes.length };
      await writeAtomic(modelCachePath(cacheDir, known.sha256), bytes);
      await writeAtomic(
        recipeFile,
        `${JSON.stringify({ id: fixture.id, params: fixture.params, vocab_sha256: vocabSha, generator: FIXTURE_GENERATOR_VERSION, ...known }, null, 2)}\n`,
      );
    }
    out.push({
      id: fixture.id,
      purpose: fixture.purpose,
      path: modelCachePath(cacheDir, known.sha256),
      sha256: known.sha256,
      sizeBytes: known.size_bytes,
      params: fixture.params,
    });
  }
  return out;
}
