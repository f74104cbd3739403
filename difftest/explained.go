package difftest

import "strings"

// Explanation is a documented deviation of krait from CPython: a
// difference matching it is counted as explained, not as a failure.
type Explanation struct {
	// Name identifies the entry in reports.
	Name string
	// Reason says why krait deliberately differs, and where it is
	// documented.
	Reason string
	// Match reports whether a difference is this deviation.
	Match func(d *Difference) bool
}

// Explained lists every known, documented deviation. Nothing else is
// filtered: a difference that matches no entry fails the run.
var Explained = []Explanation{
	{
		Name: "memory-limit",
		Reason: "krait refuses an allocation beyond its memory budget (256 MiB by default) with MemoryLimitError, " +
			"which Python code cannot catch (README, security model: limit errors are not exceptions); matched only " +
			"where CPython raises MemoryError at that same point (uncaught, or caught and printed next), so the two agree up to it",
		Match: func(d *Difference) bool {
			// CPython must agree up to krait's stop and then raise
			// MemoryError there: uncaught, or caught and printed by the
			// program's handler (`MemoryError ...` as its next output).
			if !strings.HasPrefix(d.Krait.Exception, "MemoryLimitError") || !strings.HasPrefix(d.CPython.Stdout, d.Krait.Stdout) {
				return false
			}
			rest := d.CPython.Stdout[len(d.Krait.Stdout):]
			return strings.HasPrefix(d.CPython.Exception, "MemoryError") || strings.HasPrefix(rest, "MemoryError")
		},
	},
}

// explain returns the entry explaining d, or nil.
func explain(d *Difference) *Explanation {
	for i := range Explained {
		if Explained[i].Match(d) {
			return &Explained[i]
		}
	}
	return nil
}
