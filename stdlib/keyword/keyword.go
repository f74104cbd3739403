// Package keyword implements Python's keyword module for krait: CPython
// 3.11's keyword and soft-keyword lists.
package keyword

import "github.com/kraitpy/krait/py"

var (
	kwlist = []string{"False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue",
		"def", "del", "elif", "else", "except", "finally", "for", "from", "global", "if", "import", "in", "is",
		"lambda", "nonlocal", "not", "or", "pass", "raise", "return", "try", "while", "with", "yield"}
	softkwlist = []string{"_", "case", "match"}
)

// Load creates a fresh keyword module for one interpreter.
func Load(t *py.Thread) (py.Value, error) {
	mod := py.NewModule("keyword")
	for _, l := range []struct {
		name, pred string
		words      []string
	}{{"kwlist", "iskeyword", kwlist}, {"softkwlist", "issoftkeyword", softkwlist}} {
		items := make([]py.Value, len(l.words))
		for i, w := range l.words {
			items[i] = py.NewStr(w)
		}
		fs, err := py.NewFrozenSetFrom(t, py.NewList(items))
		if err != nil {
			return nil, err
		}
		mod.Dict.SetStr(l.name, py.NewList(append([]py.Value(nil), items...))) //krait:alloc-ok the constant keyword tables (kwlist, softkwlist)
		// iskeyword is frozenset(kwlist).__contains__, as in CPython.
		pred := py.NewBuiltin("__contains__", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := py.CheckExactlyOne("__contains__", args, kwargs); err != nil {
				return nil, err
			}
			ok, err := py.Contains(t, fs, args[0])
			if err != nil {
				return nil, err
			}
			return py.NewBool(ok), nil
		})
		pred.Refs = py.Holds{fs} // the memory walk counts the set
		mod.Dict.SetStr(l.pred, pred)
	}
	py.MarkWalkable(mod)
	return mod, nil
}
