// Argument checks shared by the statistics room: each throws a RangeError naming the argument.

export function checkConfidence(confidence: number, name = 'confidence'): void {
  if (!(confidence > 0 && confidence < 1))
    throw new RangeError(`${name} must be in (0, 1) (got ${confidence})`);
}

export function checkIndex(name: string, index: number, size: number): void {
  if (!Number.isInteger(index) || index < 0 || index >= size)
    throw new RangeError(`${name} must be an integer cell index in [0, ${size}) (got ${index})`);
}

export function checkFinite(name: string, values: readonly number[]): void {
  values.forEach((v, i) => {
    if (!Number.isFinite(v)) throw new RangeError(`${name}[${i}] must be a finite number (got ${v})`);
  });
}
