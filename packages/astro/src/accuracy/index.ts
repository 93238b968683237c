/** What the "How accurate is Cosmos?" page publishes, each figure against an independent reference (see each file). */
export { passTimingAgainstReference, passTimingOnSample, scanPasses, type TimingErrors } from './pass-timing.ts';
export { bruteForceEncounters, type BruteEncounter } from './brute-force.ts';
export { conjunctionRecall, type RecallOptions, type RecallResult } from './conjunction-recall.ts';
export { reentryScore, type ReentryForecast, type ReentryScore } from './reentry-score.ts';
