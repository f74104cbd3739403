//go:build krait_nomemwalk

package py

// memWalks is false in this build (tag krait_nomemwalk), made only to
// measure what the memory walks cost: runs never walk, their memory limit
// is the process-heap fallback alone (reclaimHeap). Never ship it.
const memWalks = false
