package difftest

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
var Explained = []Explanation{}

// explain returns the entry explaining d, or nil.
func explain(d *Difference) *Explanation {
	for i := range Explained {
		if Explained[i].Match(d) {
			return &Explained[i]
		}
	}
	return nil
}
