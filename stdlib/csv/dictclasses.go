package csv

import (
	"strings"

	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/internal/goclass"
)

// The DictReader and DictWriter classes follow csv.py: Python classes
// whose state lives in instance attributes (reader, writer, fieldnames,
// restkey, restval, dialect, line_num, extrasaction), so subclasses can
// override and programs can read and assign them as in CPython.

// attr reads an attribute of self.
func attr(t *py.Thread, self py.Value, name py.LibName) (py.Value, error) {
	return py.GetAttr(t, self, name)
}

// setAttrs assigns instance attributes in order.
func setAttrs(t *py.Thread, self py.Value, kv ...any) error {
	for i := 0; i+1 < len(kv); i += 2 {
		if err := py.SetAttrByName(t, self, kv[i].(string), kv[i+1].(py.Value)); err != nil {
			return err
		}
	}
	return nil
}

// splitDictArgs separates a Dict class's own parameters (names, with
// defaults) from the dialect formatting keywords passed on to reader() or
// writer().
func splitDictArgs(fname string, names []string, required int, args []py.Value, kwargs []py.Kwarg, dst []*py.Value) ([]py.Value, []py.Kwarg, error) {
	var own, fmt []py.Kwarg
	for _, kw := range kwargs {
		mine := false
		for _, n := range names {
			mine = mine || n == kw.Name
		}
		if mine {
			own = append(own, kw)
		} else {
			fmt = append(fmt, kw)
		}
	}
	var extra []py.Value
	if len(args) > len(names) {
		args, extra = args[:len(names)], args[len(names):]
	}
	var missing []string
	for i := len(args); i < required; i++ {
		given := false
		for _, kw := range own {
			given = given || kw.Name == names[i]
		}
		if !given {
			missing = append(missing, "'"+names[i]+"'") //krait:alloc-ok at most the parameter names of the constructor (a constant list)
		}
	}
	switch len(missing) {
	case 0:
	case 1:
		return nil, nil, py.NewTypeError("%s.__init__() missing 1 required positional argument: %s", fname, missing[0])
	default:
		return nil, nil, py.NewTypeError("%s.__init__() missing %d required positional arguments: %s and %s",
			fname, len(missing), strings.Join(missing[:len(missing)-1], ", "), missing[len(missing)-1])
	}
	if err := py.UnpackArgs(fname, args, own, names, required, dst...); err != nil {
		return nil, nil, err
	}
	return extra, fmt, nil
}

// newDictReader creates csv.DictReader.
func (m *module) newDictReader(t *py.Thread) (*py.Type, error) {
	getNames := func(t *py.Thread, self py.Value) (py.Value, error) {
		names, err := attr(t, self, "_fieldnames")
		if err != nil {
			return nil, err
		}
		rdr, err := attr(t, self, "reader")
		if err != nil {
			return nil, err
		}
		if names == py.None {
			it, err := py.Iterate(t, rdr)
			if err != nil {
				return nil, err
			}
			row, err := it.Next(t)
			if err != nil {
				return nil, err
			}
			if row != nil {
				names = row
				if err := setAttrs(t, self, "_fieldnames", names); err != nil {
					return nil, err
				}
			}
		}
		ln, err := attr(t, rdr, "line_num")
		if err != nil {
			return nil, err
		}
		return names, setAttrs(t, self, "line_num", ln)
	}
	fieldnames := &py.Property{Name: "fieldnames",
		Get: py.NewBuiltin("fieldnames", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if len(args) != 1 {
				return nil, py.NewTypeError("fieldnames expects an instance")
			}
			return getNames(t, args[0])
		}),
		Set: py.NewBuiltin("fieldnames", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if len(args) != 2 {
				return nil, py.NewTypeError("fieldnames setter expects an instance and a value")
			}
			return py.None, setAttrs(t, args[0], "_fieldnames", args[1])
		}),
	}
	return goclass.New(t, goclass.Spec{Module: "csv", Name: "DictReader", Attrs: map[string]py.Value{"fieldnames": fieldnames},
		Methods: []goclass.Method{
			{Name: "__init__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
				var f, names, restkey, restval, dialect py.Value = nil, py.None, py.None, py.None, py.NewStr("excel")
				extra, fmt, err := splitDictArgs("DictReader", []string{"f", "fieldnames", "restkey", "restval", "dialect"}, 1, args, kwargs,
					[]*py.Value{&f, &names, &restkey, &restval, &dialect})
				if err != nil {
					return nil, err
				}
				if err := setAttrs(t, self, "_fieldnames", names, "restkey", restkey, "restval", restval); err != nil {
					return nil, err
				}
				all, err := py.JoinValues(t, []py.Value{f, dialect}, extra)
				if err != nil {
					return nil, err
				}
				rdr, err := m.reader(t, nil, all, fmt)
				if err != nil {
					return nil, err
				}
				return py.None, setAttrs(t, self, "reader", rdr, "dialect", dialect, "line_num", py.NewInt(0))
			}},
			{Name: "__iter__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
				return self, nil
			}},
			{Name: "__next__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
				return dictReaderNext(t, self)
			}},
		}})
}

// dictReaderNext is DictReader.__next__.
func dictReaderNext(t *py.Thread, self py.Value) (py.Value, error) {
	ln, err := attr(t, self, "line_num")
	if err != nil {
		return nil, err
	}
	if n, ok := py.AsInt64(ln); ok && n == 0 {
		if _, err := attr(t, self, "fieldnames"); err != nil {
			return nil, err
		}
	}
	rdr, err := attr(t, self, "reader")
	if err != nil {
		return nil, err
	}
	it, err := py.Iterate(t, rdr)
	if err != nil {
		return nil, err
	}
	var items []py.Value
	first := true
	for {
		row, err := it.Next(t)
		if err != nil {
			return nil, err
		}
		if row == nil {
			return nil, py.NewStopIteration(nil)
		}
		if first {
			first = false
			rl, err := attr(t, rdr, "line_num")
			if err != nil {
				return nil, err
			}
			if err := setAttrs(t, self, "line_num", rl); err != nil {
				return nil, err
			}
		}
		if items, err = py.Items(t, row); err != nil {
			return nil, err
		}
		if len(items) > 0 {
			break
		}
	}
	namesV, err := attr(t, self, "fieldnames")
	if err != nil {
		return nil, err
	}
	names, err := py.Items(t, namesV)
	if err != nil {
		return nil, err
	}
	d := py.NewDict()
	for i := 0; i < len(names) && i < len(items); i++ {
		if err := d.Set(t, names[i], items[i]); err != nil {
			return nil, err
		}
	}
	lf, err := py.Len(t, namesV)
	if err != nil {
		return nil, err
	}
	switch lr := len(items); {
	case lf < lr:
		key, err := attr(t, self, "restkey")
		if err != nil {
			return nil, err
		}
		rest, err := py.NewListCopy(t, items[min(lf, len(names)):])
		if err != nil {
			return nil, err
		}
		if err := d.Set(t, key, rest); err != nil {
			return nil, err
		}
	case lf > lr:
		val, err := attr(t, self, "restval")
		if err != nil {
			return nil, err
		}
		for _, k := range names[min(lr, len(names)):] {
			if err := d.Set(t, k, val); err != nil {
				return nil, err
			}
		}
	}
	return d, nil
}

// newDictWriter creates csv.DictWriter.
func (m *module) newDictWriter(t *py.Thread) (*py.Type, error) {
	toList := func(t *py.Thread, self, rowdict py.Value) (py.Value, error) {
		namesV, err := attr(t, self, "fieldnames")
		if err != nil {
			return nil, err
		}
		names, err := py.Items(t, namesV)
		if err != nil {
			return nil, err
		}
		action, err := attr(t, self, "extrasaction")
		if err != nil {
			return nil, err
		}
		if raise, err := py.Equal(t, action, py.NewStr("raise")); err != nil {
			return nil, err
		} else if raise {
			keys, err := py.Items(t, rowdict)
			if err != nil {
				return nil, err
			}
			var wrong []string
			for _, k := range keys {
				in, err := py.Contains(t, namesV, k)
				if err != nil {
					return nil, err
				}
				if !in {
					r, err := py.Repr(t, k)
					if err != nil {
						return nil, err
					}
					wrong = append(wrong, r)
				}
			}
			if len(wrong) > 0 {
				return nil, py.NewValueError("dict contains fields not in fieldnames: %s", strings.Join(wrong, ", "))
			}
		}
		restval, err := attr(t, self, "restval")
		if err != nil {
			return nil, err
		}
		vals := make([]py.Value, len(names))
		for i, k := range names {
			if vals[i], err = py.CallMethod(t, rowdict, "get", []py.Value{k, restval}, nil); err != nil {
				return nil, err
			}
		}
		return py.NewListCharged(t, vals)
	}
	writerCall := func(t *py.Thread, self py.Value, method py.LibName, arg py.Value) (py.Value, error) {
		w, err := attr(t, self, "writer")
		if err != nil {
			return nil, err
		}
		return py.CallMethod(t, w, method, []py.Value{arg}, nil)
	}
	return goclass.New(t, goclass.Spec{Module: "csv", Name: "DictWriter", Methods: []goclass.Method{
		{Name: "__init__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			var f, names, restval, extras, dialect py.Value = nil, nil, py.NewStr(""), py.NewStr("raise"), py.NewStr("excel")
			extra, fmt, err := splitDictArgs("DictWriter", []string{"f", "fieldnames", "restval", "extrasaction", "dialect"}, 2, args, kwargs,
				[]*py.Value{&f, &names, &restval, &extras, &dialect})
			if err != nil {
				return nil, err
			}
			if err := setAttrs(t, self, "fieldnames", names, "restval", restval); err != nil {
				return nil, err
			}
			low, err := py.CallMethod(t, extras, "lower", nil, nil)
			if err != nil {
				return nil, err
			}
			if s, ok := low.(*py.Str); !ok || (s.String() != "raise" && s.String() != "ignore") {
				str, err := py.ToStr(t, extras)
				if err != nil {
					return nil, err
				}
				return nil, py.NewValueError("extrasaction (%s) must be 'raise' or 'ignore'", str)
			}
			all, err := py.JoinValues(t, []py.Value{f, dialect}, extra)
			if err != nil {
				return nil, err
			}
			w, err := m.writer(t, nil, all, fmt)
			if err != nil {
				return nil, err
			}
			return py.None, setAttrs(t, self, "extrasaction", extras, "writer", w)
		}},
		{Name: "writeheader", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := py.CheckNoArgs("writeheader", args, kwargs); err != nil {
				return nil, err
			}
			namesV, err := attr(t, self, "fieldnames")
			if err != nil {
				return nil, err
			}
			names, err := py.Items(t, namesV)
			if err != nil {
				return nil, err
			}
			header := py.NewDict()
			for _, n := range names {
				if err := header.Set(t, n, n); err != nil {
					return nil, err
				}
			}
			return py.CallMethod(t, self, "writerow", []py.Value{header}, nil)
		}},
		{Name: "_dict_to_list", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := py.CheckExactlyOne("_dict_to_list", args, kwargs); err != nil {
				return nil, err
			}
			return toList(t, self, args[0])
		}},
		{Name: "writerow", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := py.CheckExactlyOne("writerow", args, kwargs); err != nil {
				return nil, err
			}
			row, err := py.CallMethod(t, self, "_dict_to_list", args, nil)
			if err != nil {
				return nil, err
			}
			return writerCall(t, self, "writerow", row)
		}},
		{Name: "writerows", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := py.CheckExactlyOne("writerows", args, kwargs); err != nil {
				return nil, err
			}
			it, err := py.Iterate(t, args[0])
			if err != nil {
				return nil, err
			}
			for {
				d, err := it.Next(t)
				if err != nil {
					return nil, err
				}
				if d == nil {
					return py.None, nil
				}
				row, err := py.CallMethod(t, self, "_dict_to_list", []py.Value{d}, nil)
				if err != nil {
					return nil, err
				}
				if _, err := writerCall(t, self, "writerow", row); err != nil {
					return nil, err
				}
			}
		}},
	}})
}
