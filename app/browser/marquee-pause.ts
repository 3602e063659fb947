// Placeholder while the behaviour is written (issue 44).
export function start(): void {}
