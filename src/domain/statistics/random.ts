// The one seeded generator of the statistics room: xoshiro128** (Blackman & Vigna 2018) seeded by
// splitmix32 from a 64-hex seed; normals by Marsaglia's polar method (1964), Gamma and chi-square by
// Marsaglia & Tsang 2000 (shape < 1 by the boost Gamma(a) = Gamma(a + 1)·U^(1/a)). Only +, −, ×, ÷,
// Math.sqrt/log/exp, Math.imul and >>> are used, so a seed gives the same sequence on every Node.

const TWO_POW_26 = 67108864;
const TWO_POW_52 = 4503599627370496;

/** splitmix32 step (the 32-bit variant of Steele, Lea & Flood 2014): a well-mixed word per call. */
function splitmix32(state: { s: number }): number {
  state.s = (state.s + 0x9e3779b9) >>> 0;
  let z = state.s;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
  return (z ^ (z >>> 16)) >>> 0;
}

function rotl(x: number, k: number): number {
  return ((x << k) | (x >>> (32 - k))) >>> 0;
}

export class Rng {
  private readonly s = new Uint32Array(4);
  private spare: number | null = null;

  /** `seedHex`: 64 hexadecimal digits (a SHA-256), case-insensitive. */
  constructor(seedHex: string) {
    if (!/^[0-9a-fA-F]{64}$/.test(seedHex))
      throw new RangeError(`seedHex must be 64 hexadecimal digits (got ${JSON.stringify(seedHex)})`);
    const mix = { s: 0 };
    const words: number[] = [];
    for (let i = 0; i < 8; i++) words.push(parseInt(seedHex.slice(8 * i, 8 * i + 8), 16) >>> 0);
    // Every seed word enters the state through the mixer: s[i] depends on words i and i + 4.
    for (let i = 0; i < 4; i++) {
      mix.s = (mix.s ^ words[i]) >>> 0;
      const a = splitmix32(mix);
      mix.s = (mix.s ^ words[i + 4]) >>> 0;
      this.s[i] = (a ^ splitmix32(mix)) >>> 0;
    }
    if ((this.s[0] | this.s[1] | this.s[2] | this.s[3]) === 0) this.s[0] = 1;
  }

  /** The next 32-bit word (xoshiro128**). */
  nextUint32(): number {
    const s = this.s;
    const result = Math.imul(rotl(Math.imul(s[1], 5) >>> 0, 7), 9) >>> 0;
    const t = (s[1] << 9) >>> 0;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rotl(s[3], 11);
    return result;
  }

  /** Uniform on the open interval (0, 1), 52 random bits: (k + ½) / 2⁵². */
  uniform(): number {
    const hi = this.nextUint32() >>> 6;
    const lo = this.nextUint32() >>> 6;
    return (hi * TWO_POW_26 + lo + 0.5) / TWO_POW_52;
  }

  /** Standard normal (Marsaglia polar method; the second value of each pair is kept for the next call). */
  normal(): number {
    if (this.spare !== null) {
      const z = this.spare;
      this.spare = null;
      return z;
    }
    for (;;) {
      const u = 2 * this.uniform() - 1;
      const v = 2 * this.uniform() - 1;
      const s = u * u + v * v;
      if (s >= 1 || s === 0) continue;
      const f = Math.sqrt((-2 * Math.log(s)) / s);
      this.spare = v * f;
      return u * f;
    }
  }

  /** Gamma(shape, 1) (Marsaglia & Tsang 2000; shape < 1 boosted through shape + 1). */
  gamma(shape: number): number {
    if (!(shape > 0) || !Number.isFinite(shape))
      throw new RangeError(`shape must be a positive finite number (got ${shape})`);
    if (shape < 1) {
      const boosted = this.gamma(shape + 1);
      return boosted * Math.exp(Math.log(this.uniform()) / shape);
    }
    const d = shape - 1 / 3;
    const c = 1 / Math.sqrt(9 * d);
    for (;;) {
      const x = this.normal();
      const t = 1 + c * x;
      if (t <= 0) continue;
      const v = t * t * t;
      const u = this.uniform();
      const x2 = x * x;
      if (u < 1 - 0.0331 * x2 * x2) return d * v;
      if (Math.log(u) < 0.5 * x2 + d * (1 - v + Math.log(v))) return d * v;
    }
  }

  /** Chi-square with `df` degrees of freedom (df > 0, not necessarily an integer): 2·Gamma(df/2). */
  chiSquare(df: number): number {
    if (!(df > 0) || !Number.isFinite(df))
      throw new RangeError(`df must be a positive finite number (got ${df})`);
    return 2 * this.gamma(df / 2);
  }
}
