package re

import (
	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/internal/goclass"
)

// addScanner adds re.Scanner to the re module being built: a lexicon of (pattern, action) pairs tried in order at each
// position, built on the module's own compile and Pattern.match.
func addScanner(t *py.Thread, mod *py.Module) error {
	compile := mod.Dict.GetStr("compile")
	cls, err := goclass.New(t, goclass.Spec{Module: "re", Name: "Scanner", Methods: []goclass.Method{
		{Name: "__init__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			var lexicon, flags py.Value = nil, py.NewInt(0)
			if err := py.UnpackArgs("Scanner", args, kwargs, []string{"lexicon", "flags"}, 1, &lexicon, &flags); err != nil {
				return nil, err
			}
			entries, err := py.Items(t, lexicon)
			if err != nil {
				return nil, err
			}
			var phrases, joined []py.Value
			for _, entry := range entries {
				pair, err := py.Items(t, entry)
				if err != nil {
					return nil, err
				}
				if len(pair) == 0 {
					return nil, py.NewValueError("not enough values to unpack (expected 2, got 0)")
				}
				p, err := py.Call(t, compile, []py.Value{pair[0], flags}, nil)
				if err != nil {
					return nil, err
				}
				phrases = append(phrases, p)
				s, err := py.ToStr(t, pair[0])
				if err != nil {
					return nil, err
				}
				joined = append(joined, py.NewStr("(?:"+s+")"))
			}
			all, err := py.CallMethod(t, py.NewStr("|"), "join", []py.Value{py.NewList(joined)}, nil)
			if err != nil {
				return nil, err
			}
			scanner, err := py.Call(t, compile, []py.Value{all, flags}, nil)
			if err != nil {
				return nil, err
			}
			if err := py.SetAttr(t, self, "lexicon", lexicon); err != nil {
				return nil, err
			}
			if err := py.SetAttr(t, self, "_phrases", py.NewTuple(phrases)); err != nil {
				return nil, err
			}
			return py.None, py.SetAttr(t, self, "scanner", scanner)
		}},
		{Name: "scan", Fn: scan},
	}})
	if err != nil {
		return err
	}
	mod.Dict.SetStr("Scanner", cls)
	return nil
}

// scan is Scanner.scan(string): the actions' results (None dropped) and
// the unmatched rest of the string.
func scan(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var s py.Value
	if err := py.UnpackArgs("scan", args, kwargs, []string{"string"}, 1, &s); err != nil {
		return nil, err
	}
	phrasesV, err := py.GetAttr(t, self, "_phrases")
	if err != nil {
		return nil, err
	}
	lexicon, err := py.GetAttr(t, self, "lexicon")
	if err != nil {
		return nil, err
	}
	phrases, _ := phrasesV.(*py.Tuple)
	if phrases == nil {
		return nil, py.NewTypeError("Scanner is not initialised")
	}
	result := py.NewList(nil)
	i := int64(0)
	for {
		if err := t.Tick(); err != nil {
			return nil, err
		}
		var m py.Value
		k := -1
		for j, p := range phrases.Items() {
			r, err := py.CallMethod(t, p, "match", []py.Value{s, py.NewInt(i)}, nil)
			if err != nil {
				return nil, err
			}
			if r != py.None {
				m, k = r, j
				break
			}
		}
		if m == nil {
			break
		}
		endV, err := py.CallMethod(t, m, "end", nil, nil)
		if err != nil {
			return nil, err
		}
		end, err := py.Index(t, endV)
		if err != nil {
			return nil, err
		}
		if end == i {
			break
		}
		entry, err := py.GetItem(t, lexicon, py.NewInt(int64(k)))
		if err != nil {
			return nil, err
		}
		action, err := py.GetItem(t, entry, py.NewInt(1))
		if err != nil {
			return nil, err
		}
		if py.IsCallable(action) {
			if err := py.SetAttr(t, self, "match", m); err != nil {
				return nil, err
			}
			text, err := py.CallMethod(t, m, "group", nil, nil)
			if err != nil {
				return nil, err
			}
			if action, err = py.Call(t, action, []py.Value{self, text}, nil); err != nil {
				return nil, err
			}
		}
		if action != py.None {
			if err := result.Append(t, action); err != nil {
				return nil, err
			}
		}
		i = end
	}
	rest, err := py.GetItem(t, s, py.NewSlice(py.NewInt(i), py.None, py.None))
	if err != nil {
		return nil, err
	}
	return py.NewTuple([]py.Value{result, rest}), nil
}
