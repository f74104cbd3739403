package warnings

import "github.com/kraitpy/krait/py"

// The memory walk measures the module (py.MarkWalkable): its functions
// and catch_warnings' and WarningMessage's methods close over m only,
// which the walk visits as the module's Go state.

// filterSize is what one filter counts for the walk besides its values:
// the entry and its compiled patterns' programs (estimated from their
// sources' lengths).
const filterSize = 96

// MemRefs visits the filters, the registry, the catch_warnings log and
// the states saved by entered catch_warnings.
func (m *module) MemRefs(w *py.MemWalk) {
	w.Add(128)
	visitFilters(w, m.filters)
	w.Add(int64(len(m.registry)) * 64)
	for k := range m.registry {
		w.Add(int64(len(k.module) + len(k.text)))
		w.Visit(k.cat)
	}
	if m.record != nil {
		w.Visit(m.record)
	}
	w.Visit(m.msgClass)
	w.Visit(m.showOrig)
	w.Visit(m.formatOrig)
	w.Visit(m.mod)
	for in, s := range m.saved {
		w.Add(64)
		w.Visit(in)
		visitFilters(w, s.filters)
		if s.record != nil {
			w.Visit(s.record)
		}
		w.Visit(s.show)
	}
}

// visitFilters measures a filter list.
func visitFilters(w *py.MemWalk, fs []filter) {
	w.Add(int64(cap(fs)) * filterSize)
	for _, f := range fs {
		if f.message != nil {
			w.Add(int64(len(f.message.String())) * 8)
		}
		if f.module != nil {
			w.Add(int64(len(f.module.String())) * 8)
		}
		w.Visit(f.msgText)
		w.Visit(f.modText)
		w.Visit(f.category)
	}
}
