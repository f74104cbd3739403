package datetime

import "github.com/kraitpy/krait/py"

// The memory walk (py.MemWalk) measures the Go state of datetime's
// values, kept in Instance.Base.

// MemRefs measures a timedelta's fields.
func (d *td) MemRefs(w *py.MemWalk) { w.Add(24) }

// MemRefs measures a timezone: its offset and name.
func (s *tzState) MemRefs(w *py.MemWalk) {
	w.Add(40)
	w.Visit(s.name)
}

// MemRefs measures a date, time or datetime: its fields and tzinfo.
func (v *dtv) MemRefs(w *py.MemWalk) {
	w.Add(80)
	w.Visit(v.tz)
}
