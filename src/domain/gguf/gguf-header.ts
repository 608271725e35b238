// What a plan needs to know about a GGUF model, read from the start of the file only: the metadata
// key/values up to general.architecture, general.name and general.file_type (the llama_ftype of
// llama.cpp's llama.h), and the tensor types only when a file names no file type.
import { GgufFormatError } from '../core/errors.js';
import { GgmlType, GgufReader, GgufValueType } from './gguf.js';

export interface GgufFacts {
  architecture: string;
  /** general.name, when the file has one. */
  name?: string;
  /** Quantization name as llama.cpp prints it (Q4_0, Q8_0, F16, Q4_K_M, …). */
  quantization: string;
  /** Where the quantization was read: general.file_type, or the most common tensor type by bytes. */
  quantizationSource: 'general.file_type' | 'tensor types';
}

export type GgufHeaderRead =
  | { kind: 'facts'; facts: GgufFacts }
  /** The prefix ended inside the header: read at least `bytes` bytes from the start and ask again. */
  | { kind: 'need-more'; bytes: number };

/** llama_ftype (llama.h) → name; numbers llama.cpp has retired are absent. */
const FILE_TYPES: Record<number, string> = {
  0: 'F32',
  1: 'F16',
  2: 'Q4_0',
  3: 'Q4_1',
  7: 'Q8_0',
  8: 'Q5_0',
  9: 'Q5_1',
  10: 'Q2_K',
  11: 'Q3_K_S',
  12: 'Q3_K_M',
  13: 'Q3_K_L',
  14: 'Q4_K_S',
  15: 'Q4_K_M',
  16: 'Q5_K_S',
  17: 'Q5_K_M',
  18: 'Q6_K',
  19: 'IQ2_XXS',
  20: 'IQ2_XS',
  21: 'Q2_K_S',
  22: 'IQ3_XS',
  23: 'IQ3_XXS',
  24: 'IQ1_S',
  25: 'IQ4_NL',
  26: 'IQ3_S',
  27: 'IQ3_M',
  28: 'IQ2_S',
  29: 'IQ2_M',
  30: 'IQ4_XS',
  31: 'IQ1_M',
  32: 'BF16',
  36: 'TQ1_0',
  37: 'TQ2_0',
  38: 'MXFP4_MOE',
};

/** ggml_type (ggml.h) → name, for files without general.file_type. */
const TENSOR_TYPES: Record<number, string> = {
  [GgmlType.F32]: 'F32',
  [GgmlType.F16]: 'F16',
  [GgmlType.Q4_0]: 'Q4_0',
  [GgmlType.Q4_1]: 'Q4_1',
  [GgmlType.Q5_0]: 'Q5_0',
  [GgmlType.Q5_1]: 'Q5_1',
  [GgmlType.Q8_0]: 'Q8_0',
  10: 'Q2_K',
  11: 'Q3_K',
  12: 'Q4_K',
  13: 'Q5_K',
  14: 'Q6_K',
  [GgmlType.BF16]: 'BF16',
};

/** The name of a llama_ftype number (unknown ones are named by number). */
export function fileTypeName(fileType: number): string {
  return FILE_TYPES[fileType] ?? `file type ${fileType}`;
}

/**
 * What to warn about a file whose general.file_type is no llama_ftype llama.h lists (a damaged or
 * hand-edited header, or a type newer than this tool): llama-server may refuse the file or treat its
 * weights as something else. Undefined for a known type, or when the type was read from the tensors.
 */
export function unknownFileTypeWarning(facts: GgufFacts): string | undefined {
  const number = /^file type ([0-9]+)$/.exec(facts.quantization)?.[1];
  if (facts.quantizationSource !== 'general.file_type' || number === undefined) return undefined;
  const known = Object.entries(FILE_TYPES).map(([n, name]) => `${name} = ${n}`);
  return `general.file_type is ${number}, which is no llama.cpp file type (llama.h's llama_ftype: ${known[0]} … ${known[known.length - 1]}): llama-server may refuse the file or read its weights as another type; check that it is the model you meant`;
}

function readFacts(bytes: Uint8Array): GgufFacts {
  const r = new GgufReader(bytes);
  if (bytes.length < 4 || r.u32() !== 0x46554747) throw new GgufFormatError('missing the GGUF magic', 0);
  const versionAt = r.pos;
  const version = r.u32();
  if (version !== 2 && version !== 3)
    throw new GgufFormatError(`version ${version} is not supported (2 or 3)`, versionAt);
  const tensorCount = r.count('tensor count', 2 ** 32);
  const kvCount = r.count('metadata count', 2 ** 32);
  const found: { architecture?: string; name?: string; fileType?: number } = {};
  for (let i = 0; i < kvCount; i++) {
    const key = r.string('a metadata key');
    const typeAt = r.pos;
    const type = r.u32();
    const value = r.value(type, 0);
    const want = (t: GgufValueType[], what: string) => {
      if (!t.includes(type)) throw new GgufFormatError(`${key} must be ${what}`, typeAt);
    };
    if (key === 'general.architecture') {
      want([GgufValueType.STRING], 'a string');
      found.architecture = value as string;
    } else if (key === 'general.name') {
      want([GgufValueType.STRING], 'a string');
      found.name = value as string;
    } else if (key === 'general.file_type') {
      want([GgufValueType.UINT32, GgufValueType.INT32], 'a u32');
      found.fileType = value as number;
    }
    if (found.architecture !== undefined && found.name !== undefined && found.fileType !== undefined) break;
  }
  if (found.architecture === undefined)
    throw new GgufFormatError('the metadata has no general.architecture', r.pos);
  const base = {
    architecture: found.architecture,
    ...(found.name !== undefined ? { name: found.name } : {}),
  };
  if (found.fileType !== undefined)
    return { ...base, quantization: fileTypeName(found.fileType), quantizationSource: 'general.file_type' };
  // No file type: every key/value was read, so the tensor infos follow.
  const bytesByType = new Map<number, number>();
  for (let i = 0; i < tensorCount; i++) {
    r.string('a tensor name');
    const nDims = r.u32();
    let elements = 1;
    for (let d = 0; d < nDims; d++) elements *= r.count('a tensor dimension', 2 ** 40);
    const type = r.u32();
    r.u64();
    // 1-D tensors (norms, biases) stay F32 in quantized files: the weight matrices name the type.
    if (nDims >= 2) bytesByType.set(type, (bytesByType.get(type) ?? 0) + elements);
  }
  const top = [...bytesByType.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0];
  if (!top)
    throw new GgufFormatError('the file names no general.file_type and holds no weight matrix', r.pos);
  return {
    ...base,
    quantization: TENSOR_TYPES[top[0]] ?? `tensor type ${top[0]}`,
    quantizationSource: 'tensor types',
  };
}

/**
 * Reads the facts from `prefix`, the first bytes of a file of `totalBytes`. A prefix that ends inside
 * the header asks for twice as many bytes; a whole file that is not a GGUF throws GgufFormatError.
 */
export function readGgufHeader(prefix: Uint8Array, totalBytes: number): GgufHeaderRead {
  try {
    return { kind: 'facts', facts: readFacts(prefix) };
  } catch (error) {
    // Only the magic can be judged on a short prefix; anything else may be the cut.
    const magicChecked = prefix.length >= 4;
    const isMagic = error instanceof GgufFormatError && /GGUF magic|version/.test(error.message);
    if (prefix.length < totalBytes && !(magicChecked && isMagic))
      return { kind: 'need-more', bytes: Math.min(totalBytes, Math.max(4096, prefix.length * 2)) };
    throw error;
  }
}
