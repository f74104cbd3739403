package pandas

import (
	"errors"
	"math"
	"strings"

	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/re"
)

// This file is the .str accessor: string methods applied to each value
// of a Series (or Index), missing values and non-strings passing as
// pandas passes them (None stays None in object results, NaN in numeric
// ones), regular expressions through krait's re engine.

// strAcc is the state of a .str accessor.
type strAcc struct {
	s     *Series
	index bool // the accessor of an Index: results are Indexes
}

// Type implements py.Value.
func (*strAcc) Type() *py.Type { return opaque }

// strAccessor is s.str.
func (m *Module) strAccessor(t *py.Thread, s *Series) (py.Value, error) {
	return m.strAccessorOf(t, s, false)
}

// strAccessorOf makes a .str accessor (index: of an Index).
func (m *Module) strAccessorOf(t *py.Thread, s *Series, index bool) (py.Value, error) {
	if s.col.dt != dtObject {
		return nil, py.NewAttributeError("Can only use .str accessor with string values!")
	}
	return &py.Instance{Class: m.strAccCls, Base: &strAcc{s: s, index: index}}, nil
}

// reLimits bounds regex work by the thread's budgets and deadline; each
// attempt is charged the code points it may scan (one value of a column).
func reLimits(t *py.Thread) *re.Limits {
	return re.CallerLimits(t, func(c int) error { return t.Charge(int64(c)) })
}

// compileRe compiles a Python pattern (case-insensitive when icase),
// charged and checked against t's budgets as re.compile's is.
func compileRe(t *py.Thread, pat string, icase bool, flags int) (*re.Pattern, error) {
	if icase {
		flags |= re.FlagIgnoreCase
	}
	p, err := re.CompileFor(t, pat, flags)
	var e *re.Error
	if err != nil && errors.As(err, &e) {
		return nil, py.NewValueError("%s", err.Error())
	}
	return p, err
}

// strResult wraps per-element results: a Series with the accessor's
// index and name (or an Index).
func (m *Module) strResult(t *py.Thread, a *strAcc, c *column) (py.Value, error) {
	if a.index {
		return m.wrapIndex(flatIndex(c, a.s.name)), nil
	}
	return m.wrapSeries(c, a.s.idx, a.s.name), nil
}

// mapStr applies fn to each str value; missing values give na (nil: the
// value itself), other non-strs NaN.
func (m *Module) mapStr(t *py.Thread, a *strAcc, na py.Value, fn func(s string) (py.Value, error)) (*column, error) {
	c := a.s.col
	n := c.len()
	if err := charge(t, dtObject, n); err != nil {
		return nil, err
	}
	vals := make([]py.Value, n)
	for j, v := range c.o {
		if err := t.Tick(); err != nil {
			return nil, err
		}
		s, ok := v.(*py.Str)
		if !ok {
			if isNAValue(v) {
				if na != nil {
					vals[j] = na
				} else {
					vals[j] = v
				}
			} else {
				vals[j] = py.Float(math.NaN())
			}
			continue
		}
		r, err := fn(s.String())
		if err != nil {
			return nil, re.LimitError(t, err)
		}
		// The new strs are charged as they come: each one is bounded
		// before it is made (by the function, or by reLimits' memory
		// bound for regex results).
		if rs, ok := r.(*py.Str); ok && rs != s {
			if err := t.Alloc(int64(len(rs.String()))); err != nil {
				return nil, err
			}
		}
		vals[j] = r
	}
	return m.objectColumn(t, vals)
}

// boolResult makes a bool column when no value is missing (object
// otherwise, keeping None).
func (m *Module) boolResult(t *py.Thread, c *column) (*column, error) {
	for _, v := range c.o {
		if _, ok := v.(py.Bool); !ok {
			return c, nil
		}
	}
	return m.inferColumn(t, c.o)
}

// numResult makes a float column with NaN for missing values (int when
// none are missing).
func (m *Module) numResult(t *py.Thread, c *column) (*column, error) {
	vals := make([]py.Value, len(c.o))
	for j, v := range c.o {
		if isNAValue(v) {
			vals[j] = py.Float(math.NaN())
		} else {
			vals[j] = v
		}
	}
	return m.inferColumn(t, vals)
}

// pyStrMethod calls a method of Python str (lower, strip, ...).
func pyStrMethod(t *py.Thread, s, name string, args []py.Value) (py.Value, error) {
	return py.CallMethodByName(t, py.NewStr(s), name, args, nil)
}

// makeAccessors creates the StringMethods and DatetimeProperties
// classes.
func (m *Module) makeAccessors(t *py.Thread) error {
	var ms []method
	acc := func(name string, fn func(t *py.Thread, a *strAcc, args []py.Value, kwargs []py.Kwarg) (py.Value, error)) {
		ms = append(ms, method{Name: name, Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			a := self.(*py.Instance).Base.(*strAcc)
			return fn(t, a, args, kwargs)
		}})
	}
	// Methods that map to Python's str methods with the same arguments.
	for _, name := range []string{"lower", "upper", "title", "capitalize", "swapcase", "strip", "lstrip", "rstrip",
		"zfill", "center", "ljust", "rjust", "casefold", "removeprefix", "removesuffix", "expandtabs"} {
		name := name
		acc(name, func(t *py.Thread, a *strAcc, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			pyArgs := args
			if name == "center" || name == "ljust" || name == "rjust" {
				vals, err := bind(name, []string{"width", "fillchar"}, 1, args, kwargs)
				if err != nil {
					return nil, err
				}
				pyArgs = []py.Value{vals[0]}
				if vals[1] != nil {
					pyArgs = append(pyArgs, vals[1])
				}
			} else if len(kwargs) > 0 {
				for _, kw := range kwargs {
					if kw.Name == "to_strip" || kw.Name == "width" || kw.Name == "prefix" || kw.Name == "suffix" {
						pyArgs = append(pyArgs, kw.Value)
					}
				}
			}
			c, err := m.mapStr(t, a, nil, func(s string) (py.Value, error) { return pyStrMethod(t, s, name, pyArgs) })
			if err != nil {
				return nil, err
			}
			return m.strResult(t, a, c)
		})
	}
	acc("pad", func(t *py.Thread, a *strAcc, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		vals, err := bind("pad", []string{"width", "side", "fillchar"}, 1, args, kwargs)
		if err != nil {
			return nil, err
		}
		side, _ := argStr(vals[1], "side", "left")
		meth := map[string]string{"left": "rjust", "right": "ljust", "both": "center"}[side]
		pyArgs := []py.Value{vals[0]}
		if vals[2] != nil {
			pyArgs = append(pyArgs, vals[2])
		}
		c, err := m.mapStr(t, a, nil, func(s string) (py.Value, error) { return pyStrMethod(t, s, meth, pyArgs) })
		if err != nil {
			return nil, err
		}
		return m.strResult(t, a, c)
	})
	for _, name := range []string{"isdigit", "isalpha", "isnumeric", "isalnum", "isspace", "islower", "isupper", "istitle", "isdecimal"} {
		name := name
		acc(name, func(t *py.Thread, a *strAcc, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			c, err := m.mapStr(t, a, nil, func(s string) (py.Value, error) { return pyStrMethod(t, s, name, nil) })
			if err != nil {
				return nil, err
			}
			if c, err = m.boolResult(t, c); err != nil {
				return nil, err
			}
			return m.strResult(t, a, c)
		})
	}
	for _, name := range []string{"startswith", "endswith"} {
		name := name
		acc(name, func(t *py.Thread, a *strAcc, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bind(name, []string{"pat", "na"}, 1, args, kwargs)
			if err != nil {
				return nil, err
			}
			if _, ok := vals[0].(*py.Str); !ok {
				if _, ok := vals[0].(*py.Tuple); !ok {
					return nil, py.NewTypeError("expected a string or tuple, not %s", py.TypeName(vals[0]))
				}
			}
			c, err := m.mapStr(t, a, vals[1], func(s string) (py.Value, error) { return pyStrMethod(t, s, name, []py.Value{vals[0]}) })
			if err != nil {
				return nil, err
			}
			if c, err = m.boolResult(t, c); err != nil {
				return nil, err
			}
			return m.strResult(t, a, c)
		})
	}
	acc("len", func(t *py.Thread, a *strAcc, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		c := a.s.col
		if err := chargeCells(t, c.len(), 1, 16); err != nil {
			return nil, err
		}
		vals := make([]py.Value, c.len())
		for j, v := range c.o {
			if isNAValue(v) {
				vals[j] = py.Float(math.NaN())
				continue
			}
			n, err := py.Len(t, v)
			if err != nil {
				vals[j] = py.Float(math.NaN())
				continue
			}
			vals[j] = py.NewInt(int64(n))
		}
		r, err := m.inferColumn(t, vals)
		if err != nil {
			return nil, err
		}
		return m.strResult(t, a, r)
	})
	acc("contains", func(t *py.Thread, a *strAcc, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		vals, err := bind("contains", []string{"pat", "case", "flags", "na", "regex"}, 1, args, kwargs)
		if err != nil {
			return nil, err
		}
		pat, ok := strOf(vals[0])
		if !ok {
			return nil, py.NewTypeError("first argument must be string or compiled pattern")
		}
		cs, err := argBool(t, vals[1], true)
		if err != nil {
			return nil, err
		}
		rx, err := argBool(t, vals[4], true)
		if err != nil {
			return nil, err
		}
		flags, _ := argInt(vals[2], "flags", 0)
		var p *re.Pattern
		if rx {
			if p, err = compileRe(t, pat, !cs, flags); err != nil {
				return nil, err
			}
		}
		lower := strings.ToLower(pat)
		lim := reLimits(t)
		c, err := m.mapStr(t, a, vals[3], func(s string) (py.Value, error) {
			if p != nil {
				rs := []rune(s)
				mt, err := p.Search(rs, 0, len(rs), lim)
				if err != nil {
					return nil, err
				}
				return py.NewBool(mt != nil), nil
			}
			if !cs {
				return py.NewBool(strings.Contains(strings.ToLower(s), lower)), nil
			}
			return py.NewBool(strings.Contains(s, pat)), nil
		})
		if err != nil {
			return nil, err
		}
		if c, err = m.boolResult(t, c); err != nil {
			return nil, err
		}
		return m.strResult(t, a, c)
	})
	for _, name := range []string{"match", "fullmatch"} {
		name := name
		acc(name, func(t *py.Thread, a *strAcc, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bind(name, []string{"pat", "case", "flags", "na"}, 1, args, kwargs)
			if err != nil {
				return nil, err
			}
			pat, _ := strOf(vals[0])
			cs, _ := argBool(t, vals[1], true)
			flags, _ := argInt(vals[2], "flags", 0)
			p, err := compileRe(t, pat, !cs, flags)
			if err != nil {
				return nil, err
			}
			lim := reLimits(t)
			c, err := m.mapStr(t, a, vals[3], func(s string) (py.Value, error) {
				var mt *re.Match
				var err error
				if name == "match" {
					rs := []rune(s)
					mt, err = p.MatchAt(rs, 0, len(rs), lim)
				} else {
					rs := []rune(s)
					mt, err = p.FullMatch(rs, 0, len(rs), lim)
				}
				return py.NewBool(mt != nil), err
			})
			if err != nil {
				return nil, err
			}
			if c, err = m.boolResult(t, c); err != nil {
				return nil, err
			}
			return m.strResult(t, a, c)
		})
	}
	acc("replace", func(t *py.Thread, a *strAcc, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		vals, err := bind("replace", []string{"pat", "repl", "n", "case", "flags", "regex"}, 2, args, kwargs)
		if err != nil {
			return nil, err
		}
		pat, ok := strOf(vals[0])
		if !ok {
			return nil, py.NewTypeError("pat must be a string")
		}
		n, _ := argInt(vals[2], "n", -1)
		rx, _ := argBool(t, vals[5], true)
		if py.IsCallable(vals[1]) {
			return nil, py.NewNotImplementedError("str.replace with a callable is not supported by krait's pandas")
		}
		repl, ok := strOf(vals[1])
		if !ok {
			return nil, py.NewTypeError("repl must be a string or callable")
		}
		c, err := m.strReplaceColumn(t, a.s.col, pat, repl, rx, n)
		if err != nil {
			return nil, err
		}
		return m.strResult(t, a, c)
	})
	acc("split", func(t *py.Thread, a *strAcc, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		return m.strSplit(t, a, args, kwargs, false)
	})
	acc("rsplit", func(t *py.Thread, a *strAcc, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		return m.strSplit(t, a, args, kwargs, true)
	})
	acc("partition", func(t *py.Thread, a *strAcc, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		return m.strPartition(t, a, args, kwargs, false)
	})
	acc("rpartition", func(t *py.Thread, a *strAcc, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		return m.strPartition(t, a, args, kwargs, true)
	})
	acc("slice", func(t *py.Thread, a *strAcc, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		vals, err := bind("slice", []string{"start", "stop", "step"}, 0, args, kwargs)
		if err != nil {
			return nil, err
		}
		sl := py.NewSlice(orNone(vals[0]), orNone(vals[1]), orNone(vals[2]))
		c, err := m.mapStr(t, a, nil, func(s string) (py.Value, error) { return py.GetItem(t, py.NewStr(s), sl) })
		if err != nil {
			return nil, err
		}
		return m.strResult(t, a, c)
	})
	getItem := func(t *py.Thread, a *strAcc, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if len(args) != 1 {
			return nil, py.NewTypeError("get() takes 1 argument")
		}
		key := args[0]
		c := a.s.col
		if err := chargeCells(t, c.len(), 1, 16); err != nil {
			return nil, err
		}
		vals := make([]py.Value, c.len())
		for j, v := range c.o {
			if isNAValue(v) {
				vals[j] = v
				continue
			}
			r, err := py.GetItem(t, v, key)
			if err != nil {
				if e, ok := err.(*py.Exception); ok && (e.Matches(py.IndexErrorType) || e.Matches(py.KeyErrorType)) {
					vals[j] = py.Float(math.NaN())
					continue
				}
				return nil, err
			}
			vals[j] = r
		}
		oc, err := m.objectColumn(t, vals)
		if err != nil {
			return nil, err
		}
		return m.strResult(t, a, oc)
	}
	acc("get", getItem)
	acc("__getitem__", getItem)
	acc("cat", func(t *py.Thread, a *strAcc, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		vals, err := bind("cat", []string{"others", "sep", "na_rep", "join"}, 0, args, kwargs)
		if err != nil {
			return nil, err
		}
		sep, _ := argStr(vals[1], "sep", "")
		naRep, hasNA := strOf(orNone(vals[2]))
		if !isNone(vals[0]) {
			o := seriesOf(vals[0])
			var oc *column
			if o != nil {
				r, err := m.reindexSeries(t, o, a.s.idx)
				if err != nil {
					return nil, err
				}
				oc = r.col
			} else if oc, err = m.columnFrom(t, vals[0]); err != nil {
				return nil, err
			} else if oc.len() != a.s.col.len() {
				return nil, py.NewValueError("If `others` contains arrays or lists (or other list-likes without an index), these must all be of the same length as the calling Series/Index.")
			}
			if err := chargeCells(t, a.s.col.len(), 1, int64(16+len(sep))); err != nil {
				return nil, err
			}
			out := make([]py.Value, a.s.col.len())
			for j := range out {
				x, y := a.s.col.o[j], oc.pyAt(m, j)
				xs, xok := x.(*py.Str)
				ys, yok := y.(*py.Str)
				if !xok || !yok {
					if hasNA {
						l, r := naRep, naRep
						if xok {
							l = xs.String()
						}
						if yok {
							r = ys.String()
						}
						out[j] = py.NewStr(l + sep + r)
						continue
					}
					out[j] = py.Float(math.NaN())
					continue
				}
				if err := t.Alloc(int64(len(xs.String()) + len(ys.String()))); err != nil {
					return nil, err
				}
				out[j] = py.NewStr(xs.String() + sep + ys.String())
			}
			c, err := m.objectColumn(t, out)
			if err != nil {
				return nil, err
			}
			return m.strResult(t, a, c)
		}
		// The joined str's size is known before anything is built.
		size, count := 0, 0
		for _, v := range a.s.col.o {
			if s, ok := v.(*py.Str); ok {
				size += len(s.String())
				count++
			} else if hasNA {
				size += len(naRep)
				count++
			}
		}
		if count > 0 {
			size += (count - 1) * len(sep)
		}
		if err := t.Alloc(int64(size) + int64(count)*16); err != nil {
			return nil, err
		}
		if err := t.ChargeBytes(size); err != nil {
			return nil, err
		}
		parts := make([]string, 0, count)
		for _, v := range a.s.col.o {
			if s, ok := v.(*py.Str); ok {
				parts = append(parts, s.String())
			} else if hasNA {
				parts = append(parts, naRep)
			}
		}
		return py.NewStr(strings.Join(parts, sep)), nil
	})
	acc("join", func(t *py.Thread, a *strAcc, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		vals, err := bind("join", []string{"sep"}, 1, args, kwargs)
		if err != nil {
			return nil, err
		}
		c := a.s.col
		if err := chargeCells(t, c.len(), 1, 16); err != nil {
			return nil, err
		}
		out := make([]py.Value, c.len())
		for j, v := range c.o {
			if isNAValue(v) {
				out[j] = v
				continue
			}
			r, err := py.CallMethodByName(t, vals[0], "join", []py.Value{v}, nil)
			if err != nil {
				out[j] = py.Float(math.NaN())
				continue
			}
			out[j] = r
		}
		oc, err := m.objectColumn(t, out)
		if err != nil {
			return nil, err
		}
		return m.strResult(t, a, oc)
	})
	for _, name := range []string{"count", "find", "rfind", "index", "rindex"} {
		name := name
		acc(name, func(t *py.Thread, a *strAcc, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bind(name, []string{"pat", "start", "end"}, 1, args, kwargs)
			if err != nil {
				return nil, err
			}
			pat, _ := strOf(vals[0])
			var p *re.Pattern
			if name == "count" {
				if p, err = compileRe(t, pat, false, 0); err != nil {
					return nil, err
				}
			}
			lim := reLimits(t)
			c, err := m.mapStr(t, a, nil, func(s string) (py.Value, error) {
				if p != nil {
					rs := []rune(s)
					spans, err := p.FindAll(rs, 0, len(rs), lim)
					if err != nil {
						return nil, err
					}
					return py.NewInt(int64(len(spans))), nil
				}
				pyArgs := []py.Value{vals[0]}
				if vals[1] != nil {
					pyArgs = append(pyArgs, vals[1])
				}
				if vals[2] != nil {
					pyArgs = append(pyArgs, vals[2])
				}
				return pyStrMethod(t, s, name, pyArgs)
			})
			if err != nil {
				return nil, err
			}
			if c, err = m.numResult(t, c); err != nil {
				return nil, err
			}
			return m.strResult(t, a, c)
		})
	}
	acc("repeat", func(t *py.Thread, a *strAcc, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		vals, err := bind("repeat", []string{"repeats"}, 1, args, kwargs)
		if err != nil {
			return nil, err
		}
		c, err := m.mapStr(t, a, nil, func(s string) (py.Value, error) { return py.Binary(t, py.Mul, py.NewStr(s), vals[0]) })
		if err != nil {
			return nil, err
		}
		return m.strResult(t, a, c)
	})
	acc("findall", func(t *py.Thread, a *strAcc, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		vals, err := bind("findall", []string{"pat", "flags"}, 1, args, kwargs)
		if err != nil {
			return nil, err
		}
		pat, _ := strOf(vals[0])
		flags, _ := argInt(vals[1], "flags", 0)
		p, err := compileRe(t, pat, false, flags)
		if err != nil {
			return nil, err
		}
		lim := reLimits(t)
		c, err := m.mapStr(t, a, nil, func(s string) (py.Value, error) {
			rs := []rune(s)
			found, err := p.FindAll(rs, 0, len(rs), lim)
			if err != nil {
				return nil, err
			}
			out := make([]py.Value, len(found))
			for j, spans := range found {
				if len(spans) == 1 {
					out[j] = spanText(rs, spans[0])
					continue
				}
				items := make([]py.Value, len(spans))
				for k, sp := range spans {
					items[k] = spanText(rs, sp)
				}
				out[j] = py.NewTuple(items)
			}
			return py.NewList(out), nil
		})
		if err != nil {
			return nil, err
		}
		return m.strResult(t, a, c)
	})
	acc("extract", func(t *py.Thread, a *strAcc, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		return m.strExtract(t, a, args, kwargs)
	})
	acc("get_dummies", func(t *py.Thread, a *strAcc, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		return m.strGetDummies(t, a, args, kwargs)
	})
	var err error
	if m.strAccCls, err = m.newClass(t, "pandas.core.strings.accessor", "StringMethods", nil, ms, nil); err != nil {
		return err
	}
	return m.makeDtAccessor(t)
}

// orNone is v, or None when absent.
func orNone(v py.Value) py.Value {
	if v == nil {
		return py.None
	}
	return v
}

// spanText returns the text of a span ("" when it did not participate).
func spanText(rs []rune, sp re.Span) py.Value {
	if sp.Start < 0 {
		return py.NewStr("")
	}
	return py.NewStr(string(rs[sp.Start:sp.End]))
}

// strReplaceColumn replaces pat by repl in every str value (a regex
// with Python's templates when rx, else literally); n < 0: all.
func (m *Module) strReplaceColumn(t *py.Thread, c *column, pat, repl string, rx bool, n int) (*column, error) {
	a := &strAcc{s: &Series{m: m, col: c}}
	if !rx {
		return m.mapStr(t, a, nil, func(s string) (py.Value, error) {
			if err := t.Charge(int64(len(s))); err != nil {
				return nil, err
			}
			if len(repl) > len(pat) {
				k := strings.Count(s, pat)
				if n >= 0 {
					k = min(k, n)
				}
				if err := t.CheckAlloc(int64(len(s)) + int64(k)*int64(len(repl)-len(pat))); err != nil {
					return nil, err
				}
			}
			//krait:alloc-ok at most len(s) when repl is not longer than pat; longer results are checked against the budget just above (CheckAlloc)
			return py.NewStr(strings.Replace(s, pat, repl, n)), nil
		})
	}
	p, err := compileRe(t, pat, false, 0)
	if err != nil {
		return nil, err
	}
	tmpl, err := p.CompileTemplate(repl)
	if err != nil {
		return nil, py.NewValueError("%s", err.Error())
	}
	rep := re.TemplateReplacer(tmpl)
	lim := reLimits(t)
	count := n
	if count < 0 {
		count = 0
	}
	return m.mapStr(t, a, nil, func(s string) (py.Value, error) {
		out, _, err := p.Sub(rep, []rune(s), count, lim)
		if err != nil {
			return nil, err
		}
		return py.NewStr(string(out)), nil
	})
}

// strSplit is str.split/rsplit(pat, n, expand).
func (m *Module) strSplit(t *py.Thread, a *strAcc, args []py.Value, kwargs []py.Kwarg, right bool) (py.Value, error) {
	vals, err := bind("split", []string{"pat", "n", "expand", "regex"}, 0, args, kwargs)
	if err != nil {
		return nil, err
	}
	n, _ := argInt(vals[1], "n", -1)
	if n == 0 {
		n = -1
	}
	expand, _ := argBool(t, vals[2], false)
	meth := "split"
	if right {
		meth = "rsplit"
	}
	pyArgs := []py.Value{orNone(vals[0]), py.NewInt(int64(n))}
	c, err := m.mapStr(t, a, nil, func(s string) (py.Value, error) { return pyStrMethod(t, s, meth, pyArgs) })
	if err != nil {
		return nil, err
	}
	if !expand {
		return m.strResult(t, a, c)
	}
	return m.expandParts(t, a, c)
}

// strPartition is str.partition/rpartition(sep=' ', expand=True): each
// str's three parts, as columns 0, 1, 2 (or a Series of tuples).
func (m *Module) strPartition(t *py.Thread, a *strAcc, args []py.Value, kwargs []py.Kwarg, right bool) (py.Value, error) {
	vals, err := bind("partition", []string{"sep", "expand"}, 0, args, kwargs)
	if err != nil {
		return nil, err
	}
	sep := vals[0]
	if sep == nil {
		sep = py.NewStr(" ")
	}
	expand, err := argBool(t, vals[1], true)
	if err != nil {
		return nil, err
	}
	meth := "partition"
	if right {
		meth = "rpartition"
	}
	c, err := m.mapStr(t, a, nil, func(s string) (py.Value, error) {
		r, err := pyStrMethod(t, s, meth, []py.Value{sep})
		if err != nil || !expand {
			return r, err
		}
		items, err := py.Items(t, r)
		return py.NewList(items), err
	})
	if err != nil {
		return nil, err
	}
	if !expand {
		return m.strResult(t, a, c)
	}
	return m.expandParts(t, a, c)
}

// expandParts makes a frame of the lists a str method gave per row:
// column k holds item k (None past a shorter list; a missing value
// stays missing).
func (m *Module) expandParts(t *py.Thread, a *strAcc, c *column) (py.Value, error) {
	width := 0
	for _, v := range c.o {
		if l, ok := v.(*py.List); ok && l.Len() > width {
			width = l.Len()
		}
	}
	out := &Frame{m: m, idx: a.s.idx, columns: rangeIndex(width)}
	for k := 0; k < width; k++ {
		col := make([]py.Value, len(c.o))
		for j, v := range c.o {
			if l, ok := v.(*py.List); ok {
				if k < l.Len() {
					col[j] = l.Items()[k]
				} else {
					col[j] = py.None
				}
			} else {
				col[j] = v
			}
		}
		oc, err := m.objectColumn(t, col)
		if err != nil {
			return nil, err
		}
		out.cols = append(out.cols, oc)
	}
	return m.wrapFrame(out), nil
}

// strExtract is str.extract(pat, flags, expand): the groups of the first
// match (NaN where none).
func (m *Module) strExtract(t *py.Thread, a *strAcc, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bind("extract", []string{"pat", "flags", "expand"}, 1, args, kwargs)
	if err != nil {
		return nil, err
	}
	pat, _ := strOf(vals[0])
	flags, _ := argInt(vals[1], "flags", 0)
	expand, _ := argBool(t, vals[2], true)
	p, err := compileRe(t, pat, false, flags)
	if err != nil {
		return nil, err
	}
	ng := p.Groups()
	if ng == 0 {
		return nil, py.NewValueError("pattern contains no capture groups")
	}
	lim := reLimits(t)
	//krait:alloc-ok one per group of the pattern, at most the pattern's length (a str the program holds)
	cols := make([][]py.Value, ng)
	if err := chargeCells(t, a.s.col.len(), 1, int64(ng)*16); err != nil {
		return nil, err
	}
	for j, v := range a.s.col.o {
		s, ok := v.(*py.Str)
		var mt *re.Match
		if ok {
			rs := []rune(s.String())
			if mt, err = p.Search(rs, 0, len(rs), lim); err != nil {
				return nil, err
			}
		}
		for g := 0; g < ng; g++ {
			var cell py.Value = py.Float(math.NaN())
			if mt != nil {
				if txt, ok := mt.Group(g + 1); ok {
					cell = py.NewStr(txt)
				}
			}
			cols[g] = append(cols[g], cell)
			_ = j
		}
	}
	//krait:alloc-ok one per group of the pattern, at most the pattern's length (a str the program holds)
	names := make([]py.Value, ng)
	for g := range names {
		names[g] = py.NewInt(int64(g))
	}
	for _, gn := range p.GroupIndex() {
		names[gn.Index-1] = py.NewStr(gn.Name)
	}
	if ng == 1 && !expand {
		c, err := m.objectColumn(t, cols[0])
		if err != nil {
			return nil, err
		}
		name := py.Value(py.None)
		if _, ok := names[0].(*py.Str); ok {
			name = names[0]
		}
		return m.wrapSeries(c, a.s.idx, name), nil
	}
	out := &Frame{m: m, idx: a.s.idx}
	for _, col := range cols {
		c, err := m.objectColumn(t, col)
		if err != nil {
			return nil, err
		}
		out.cols = append(out.cols, c)
	}
	allInt := true
	for _, n := range names {
		if _, ok := n.(*py.Str); ok {
			allInt = false
		}
	}
	if allInt {
		out.columns = rangeIndex(ng)
	} else if out.columns, err = m.labelsIndex(t, names); err != nil {
		return nil, err
	}
	return m.wrapFrame(out), nil
}

// strGetDummies is str.get_dummies(sep): 0/1 columns for each token.
func (m *Module) strGetDummies(t *py.Thread, a *strAcc, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bind("get_dummies", []string{"sep"}, 0, args, kwargs)
	if err != nil {
		return nil, err
	}
	sep, _ := argStr(vals[0], "sep", "|")
	n := a.s.col.len()
	// Each row's tokens as ids of the distinct tokens, charged as they
	// are split; then the table, one int column per distinct token.
	if err := chargeCells(t, n, 1, 24); err != nil {
		return nil, err
	}
	ids := map[string]int{}
	var names []string
	rowToks := make([][]int, n)
	for j, v := range a.s.col.o {
		s, ok := v.(*py.Str)
		if !ok {
			continue
		}
		k := strings.Count(s.String(), sep) + 1
		if err := chargeCells(t, k, 1, 24); err != nil {
			return nil, err
		}
		toks := make([]int, 0, k) //krait:alloc-ok k pieces charged just above
		for _, tok := range strings.Split(s.String(), sep) {
			if tok == "" {
				continue // pandas drops the empty token
			}
			id, ok := ids[tok]
			if !ok {
				if err := t.Alloc(mapEntryBytes + 16); err != nil {
					return nil, err
				}
				id = len(names)
				names = append(names, tok)
				ids[tok] = id
			}
			toks = append(toks, id)
		}
		rowToks[j] = toks
	}
	if err := chargeCells(t, n, len(names), 8); err != nil {
		return nil, err
	}
	sorted := append([]string(nil), names...)
	sortStrings(sorted)
	cols := make([]*column, len(names)) //krait:alloc-ok one per distinct token, charged with the table above
	labels := make([]py.Value, len(names))
	for k, tok := range sorted {
		c := intCol(make([]int64, n)) //krait:alloc-ok a column of the table charged above
		cols[ids[tok]] = c
		labels[k] = py.NewStr(tok)
	}
	for j, toks := range rowToks {
		for _, id := range toks {
			cols[id].i[j] = 1
		}
	}
	out := &Frame{m: m, idx: a.s.idx, cols: make([]*column, len(names))} //krait:alloc-ok one per distinct token, charged with the table above
	for k, tok := range sorted {
		out.cols[k] = cols[ids[tok]]
	}
	if out.columns, err = m.labelsIndex(t, labels); err != nil {
		return nil, err
	}
	return m.wrapFrame(out), nil
}
