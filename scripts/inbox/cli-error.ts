/** A refusal whose message says it all: printed without a stack, exit code 1. */
export class CliError extends Error {}
