//go:build !krait_nomemwalk

package py

// memWalks is false only in a build with the krait_nomemwalk tag, made to
// measure what the walks cost (StartMeasure): never ship one, its memory
// limit is the process-heap fallback alone.
const memWalks = true
