/**
 * The performance issue's targets (issue 21), each as one benchmark measured
 * it: `npm run bench` puts them in one table at the top of docs/benchmarks.md.
 */
export interface TargetResult {
  target: string
  measured: string
  met: boolean
}

/** What a benchmark returns: its section of docs/benchmarks.md and the targets it checked. */
export interface BenchResult {
  report: string
  targets: TargetResult[]
}

export function targetsTable(targets: TargetResult[]): string {
  return [
    '| Target | Measured | Met |',
    '| ------ | -------- | --- |',
    ...targets.map(
      ({ target, measured, met }) => `| ${target} | ${measured} | ${met ? 'yes' : '**no**'} |`,
    ),
  ].join('\n')
}
