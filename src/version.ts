// Tool identity recorded in manifests and printed in the receipt's reproduce block.
export const TOOL_NAME = 'paretopilot-capacity';
export const TOOL_VERSION = '0.1.0';
export const TOOL_REPOSITORY = 'paretopilot/capacity';
/** `source.workflow` our manifests record (the reference hard-coded its own path). */
export const TOOL_WORKFLOW = '.github/workflows/capacity-study.yml';
