// The three-valued outcomes of docs/decision.md as types (a gate or cell verdict, a comparison verdict).

/** A gate or a cell: `indeterminate` when the bound that would settle it does not exist or straddles the limit. */
export type Verdict3 = 'pass' | 'fail' | 'indeterminate';

/**
 * A comparison of two generation rates: the study's (docs/decision.md, "Comparison verdicts") are
 * better / worse / equivalent / no_detectable_difference; the fleet's keep `indeterminate`.
 */
export type ComparisonVerdict =
  'better' | 'worse' | 'equivalent' | 'no_detectable_difference' | 'indeterminate';

/** Which end(s) of an interval a bound is for. */
export type Side = 'lower' | 'upper' | 'two-sided';
