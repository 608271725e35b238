// Build variants: what cannot be built on a host is refused before any work, naming the fix.
import { assertVariantsPossible, variantProblems } from '../../../src/domain/build/build-variant.js';
import { GENERIC_VARIANT, KLEIDIAI_VARIANT } from '../../kits/build-fixtures.js';
import { BuildConfigurationError } from '../../../src/domain/core/errors.js';

describe('assertVariantsPossible', () => {
  test('refuses KleidiAI on x86_64 before any work, naming the candidate, the reason and the fix', () => {
    const call = (): void =>
      assertVariantsPossible(
        [
          { ...GENERIC_VARIANT, candidateId: 'q8-generic' },
          { ...KLEIDIAI_VARIANT, candidateId: 'q4-kleidiai-tuned' },
        ],
        'x86_64',
      );
    expect(call).toThrow(BuildConfigurationError);
    expect(call).toThrow(/candidate 'q4-kleidiai-tuned' \(build variant 'kleidiai'\)/);
    expect(call).toThrow(/only on AArch64\/arm64 targets and this machine is x86_64/);
    expect(call).toThrow(/arm64 runner .* or set kleidiai to false/);
    expect(variantProblems([GENERIC_VARIANT, KLEIDIAI_VARIANT], 'x64')).toHaveLength(1);
  });

  test('allows KleidiAI on arm64 and generic builds everywhere', () => {
    expect(() => assertVariantsPossible([GENERIC_VARIANT, KLEIDIAI_VARIANT], 'arm64')).not.toThrow();
    expect(() => assertVariantsPossible([GENERIC_VARIANT, KLEIDIAI_VARIANT], 'aarch64')).not.toThrow();
    expect(() => assertVariantsPossible([GENERIC_VARIANT], 'x64')).not.toThrow();
  });

  test('a KleidiAI variant needs a pinned archive; reserved options are refused', () => {
    expect(() => assertVariantsPossible([{ label: 'k', kleidiai: true }], 'arm64')).toThrow(
      'declares no kleidiaiSource',
    );
    expect(() =>
      assertVariantsPossible([{ ...GENERIC_VARIANT, cmakeOptions: { LLAMA_USE_PREBUILT_UI: 'ON' } }], 'x64'),
    ).toThrow('may not set LLAMA_USE_PREBUILT_UI');
    expect(() =>
      assertVariantsPossible(
        [{ ...GENERIC_VARIANT, cmakeOptions: { FETCHCONTENT_SOURCE_DIR_X: '/x' } }],
        'x64',
      ),
    ).toThrow('may not set FETCHCONTENT_SOURCE_DIR_X');
    expect(() =>
      assertVariantsPossible([{ ...GENERIC_VARIANT, cmakeOptions: { 'A B': '1' } }], 'x64'),
    ).toThrow('invalid option name');
  });
});
