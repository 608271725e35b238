// How every CLI run ends: the one exit map (docs/ARCHITECTURE.md, "Errors", and `--help` list it).

/** Done: the study, check or document is what was asked for. */
export const EXIT_OK = 0;
/** A check failed: a recomputation or checksum does not match, or a stage of a study failed. */
export const EXIT_MISMATCH = 1;
/** Bad input: a flag, plan, artifact or file the command cannot use (the message names it). */
export const EXIT_USAGE = 2;
/** An error nobody classified, i.e. a bug (EX_SOFTWARE of BSD's sysexits.h). */
export const EXIT_INTERNAL = 70;
// A run ended by SIGINT, SIGTERM or SIGHUP exits 130, 143 or 129: 128 + the signal's number,
// computed once by signalExitCode (adapters/server/process-registry.ts), where the signal handlers live.

/** The map as `--help` prints it. */
export const EXIT_CODES_HELP = `Exit codes:
  0    ok
  1    a check failed: a verification mismatch or a failed stage
  2    bad input: a flag, plan, artifact or file the command cannot use
  70   internal error (a bug; PARETOPILOT_DEBUG=1 prints its stack)
  130  interrupted by SIGINT (143: SIGTERM, 129: SIGHUP)
`;
