/**
 * The object the bench puts in the bucket before the rounds, which the S3 baseline reads: an index of
 * no journalists, as a search reads one.
 */
export const BASELINE_OBJECT_KEY = 'bench/baseline.index'
