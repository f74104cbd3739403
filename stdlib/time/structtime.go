package time

import (
	"strings"

	"github.com/kraitpy/krait/py"
)

// structFields are struct_time's visible fields, in tuple order.
var structFields = []string{"tm_year", "tm_mon", "tm_mday", "tm_hour", "tm_min", "tm_sec", "tm_wday", "tm_yday", "tm_isdst"}

// newStructTime creates time.struct_time: a tuple subclass of nine ints
// with named fields, plus tm_zone and tm_gmtoff.
func (m *module) newStructTime(t *py.Thread) (*py.Type, error) {
	ns := py.NewDict()
	ns.SetStr("__module__", py.NewStr("time"))
	ns.SetStr("n_fields", py.NewInt(11))
	ns.SetStr("n_sequence_fields", py.NewInt(9))
	ns.SetStr("n_unnamed_fields", py.NewInt(0))
	for i, name := range structFields {
		i := i
		ns.SetStr(name, &py.Property{Name: name, Get: py.NewBuiltin(name, func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if len(args) != 1 {
				return nil, py.NewTypeError("%s expects one argument", name)
			}
			items, err := structItems(args[0])
			if err != nil {
				return nil, err
			}
			return items[i], nil
		})})
	}
	repr := &py.Builtin{Name: "__repr__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		items, err := structItems(self)
		if err != nil {
			return nil, err
		}
		var b strings.Builder
		b.WriteString("time.struct_time(")
		for i, name := range structFields {
			if i > 0 {
				b.WriteString(", ")
			}
			r, err := py.Repr(t, items[i])
			if err != nil {
				return nil, err
			}
			b.WriteString(name + "=" + r)
		}
		b.WriteString(")")
		return py.NewStr(b.String()), nil
	}}
	ns.SetStr("__repr__", repr)
	ns.SetStr("__new__", &py.StaticMethod{Func: py.NewBuiltin("__new__", m.structNew)})
	cls, err := py.NewClass(t, "struct_time", []*py.Type{py.TupleType}, ns)
	if err != nil {
		return nil, err
	}
	repr.Owner = cls
	return cls, nil
}

// structItems returns the nine items of a struct_time.
func structItems(v py.Value) ([]py.Value, error) {
	if in, ok := v.(*py.Instance); ok {
		if tup, ok := in.Base.(*py.Tuple); ok && len(tup.Items()) == 9 {
			return tup.Items(), nil
		}
	}
	return nil, py.NewTypeError("descriptor requires a 'time.struct_time' object")
}

// structNew is struct_time(sequence): 9 to 11 items.
func (m *module) structNew(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(args) < 2 {
		return nil, py.NewTypeError("struct_time() missing required argument 'sequence' (pos 1)")
	}
	cls, _ := args[0].(*py.Type)
	if cls == nil {
		cls = m.structTime
	}
	items, err := py.Items(t, args[1])
	if err != nil {
		return nil, err
	}
	if len(items) < 9 {
		return nil, py.NewTypeError("time.struct_time() takes an at least 9-sequence (%d-sequence given)", len(items))
	}
	if len(items) > 11 {
		return nil, py.NewTypeError("time.struct_time() takes an at most 11-sequence (%d-sequence given)", len(items))
	}
	in := &py.Instance{Class: cls, Base: py.NewTuple(append([]py.Value(nil), items[:9]...)), Dict: py.NewDict()}
	var zone, off py.Value = py.None, py.None
	if len(items) > 9 {
		zone = items[9]
	}
	if len(items) > 10 {
		off = items[10]
	}
	in.Dict.SetStr("tm_zone", zone)
	in.Dict.SetStr("tm_gmtoff", off)
	return in, nil
}

// newStruct makes a struct_time from broken-down fields.
func (m *module) newStruct(f Fields, isdst int, zone, gmtoff py.Value) py.Value {
	vals := []int{f.Year, f.Month, f.Day, f.Hour, f.Minute, f.Second, f.Weekday, f.Yearday, isdst}
	items := make([]py.Value, 9)
	for i, v := range vals {
		items[i] = py.NewInt(int64(v))
	}
	in := &py.Instance{Class: m.structTime, Base: py.NewTuple(items), Dict: py.NewDict()}
	in.Dict.SetStr("tm_zone", zone)
	in.Dict.SetStr("tm_gmtoff", gmtoff)
	return in
}

// tupleArg converts a struct_time or 9-tuple argument to Fields (with
// CPython's adjustments: month 0 is January, day 0 the first, Python's
// weekday kept) and returns the raw values too.
func (m *module) tupleArg(t *py.Thread, fname string, v py.Value) (Fields, [9]int, error) {
	var raw [9]int
	var items []py.Value
	switch x := v.(type) {
	case *py.Tuple:
		items = x.Items()
	case *py.Instance:
		if tup, ok := x.Base.(*py.Tuple); ok {
			items = tup.Items()
		} else {
			return Fields{}, raw, py.NewTypeError("Tuple or struct_time argument required")
		}
	default:
		return Fields{}, raw, py.NewTypeError("Tuple or struct_time argument required")
	}
	if len(items) != 9 {
		return Fields{}, raw, py.NewTypeError("%s(): illegal time tuple argument", fname)
	}
	for i, it := range items {
		n, err := py.Index(t, it)
		if err != nil {
			return Fields{}, raw, err
		}
		if n > 1<<31-1 || n < -(1<<31) {
			return Fields{}, raw, py.NewOverflowError("Python int too large to convert to C int")
		}
		raw[i] = int(n)
	}
	f := Fields{Year: raw[0], Month: raw[1], Day: raw[2], Hour: raw[3], Minute: raw[4], Second: raw[5], Weekday: raw[6], Yearday: raw[7]}
	if f.Month == 0 {
		f.Month = 1
	}
	if f.Day == 0 {
		f.Day = 1
	}
	if f.Yearday == 0 {
		f.Yearday = 1
	}
	// C's tm_wday is (weekday + 1) % 7 with C's remainder: a weekday
	// below -1 is out of range for strftime and asctime.
	cw := (raw[6] + 1) % 7
	if cw < 0 {
		if fname != "mktime" {
			return Fields{}, raw, py.NewValueError("day of week out of range")
		}
		cw += 7
	}
	f.Weekday = (cw + 6) % 7
	if fname == "mktime" && (f.Month < 1 || f.Month > 12) {
		f.Month = mod(f.Month-1, 12) + 1
	}
	if in, ok := v.(*py.Instance); ok && in.Dict != nil {
		if z, ok := in.Dict.GetStr("tm_zone").(*py.Str); ok {
			f.Zone = z.String()
		}
		if off, ok := py.AsInt64(in.Dict.GetStr("tm_gmtoff")); ok {
			f.Offset, f.HasOffset = int(off), true
		}
	} else {
		f.Zone, f.HasOffset = "UTC", true
	}
	return f, raw, nil
}

// StructTime makes a struct_time of the time module instance mod (as
// returned by Load) for datetime's timetuple().
func StructTime(mod py.Value, f Fields, isdst int) (py.Value, error) {
	md, ok := mod.(*py.Module)
	if !ok {
		return nil, py.NewTypeError("not a time module")
	}
	cls, ok := md.Dict.GetStr("struct_time").(*py.Type)
	if !ok {
		return nil, py.NewTypeError("time module without struct_time")
	}
	m := &module{structTime: cls}
	var zone, off py.Value = py.None, py.None
	if f.HasOffset {
		off = py.NewInt(int64(f.Offset))
	}
	if f.Zone != "" {
		zone = py.NewStr(f.Zone)
	}
	return m.newStruct(f, isdst, zone, off), nil
}
