// Package datetime is krait's Python datetime module: date, time,
// datetime, timedelta, tzinfo and timezone as classes with Go methods,
// immutable as CPython's static types and built once per process for
// every interpreter (see Load), following CPython 3.11's _datetimemodule semantics
// (normalisation, range checks, reprs and error texts). The current time
// comes from the Thread's clock and the local zone is UTC.
package datetime

import (
	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/internal/goclass"
	"github.com/kraitpy/krait/stdlib/internal/sharedmod"
)

// Range limits of the module.
const (
	minYear = 1
	maxYear = 9999
	maxDays = 999999999
)

// module holds one interpreter's classes.
type module struct {
	date, time, datetime, timedelta, tzinfo, timezone *py.Type
	isoCal                                            *py.Type // isocalendar()'s results
	utc                                               py.Value
}

// opaque is the type of the Go state kept in Instance.Base.
var opaque = py.NewBuiltinType("_datetime_state", nil)

// method is one Go method of a class.
type method struct {
	name string
	fn   py.BuiltinFunc
}

// goMethods converts methods for goclass.
func goMethods(ms []method) []goclass.Method {
	out := make([]goclass.Method, len(ms))
	for i, m := range ms {
		out[i] = goclass.Method{Name: m.name, Fn: m.fn}
	}
	return out
}

// classSpec describes a class of the module.
type classSpec struct {
	name    string
	bases   []*py.Type
	methods []method
	classes []method // class methods: fn receives the class as self
	statics []method
	attrs   map[string]py.Value
}

// newClass creates a class of the datetime module with Go methods. CPython's
// C types are named 'datetime.<name>' in error messages.
func newClass(t *py.Thread, spec classSpec) (*py.Type, error) {
	return goclass.New(t, goclass.Spec{Module: "datetime", Name: spec.name, TpName: "datetime." + spec.name,
		Bases: spec.bases, Methods: goMethods(spec.methods), ClassMethods: goMethods(spec.classes), Statics: goMethods(spec.statics), Attrs: spec.attrs})
}

// property makes a read-only attribute computed from self.
func property(name string, get func(self py.Value) (py.Value, error)) py.Value {
	return &py.Property{Name: name, Get: py.NewBuiltin(name, func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if len(args) != 1 {
			return nil, py.NewTypeError("%s expects one argument", name)
		}
		return get(args[0])
	})}
}

// Load creates a fresh datetime module for one interpreter.
func Load(t *py.Thread) (py.Value, error) { return shared.Load(t) }

// shared is the datetime module of every interpreter: its classes are
// CPython's static types, immutable (frozen), so one set serves every
// interpreter of the process; each import gets its own module object.
var shared = sharedmod.New(build)

// build makes the shared module.
func build(t *py.Thread) (*py.Module, error) {
	m := &module{}
	var err error
	if m.timedelta, err = m.newTimedeltaClass(t); err != nil {
		return nil, err
	}
	if m.tzinfo, err = m.newTzinfoClass(t); err != nil {
		return nil, err
	}
	if m.timezone, err = m.newTimezoneClass(t); err != nil {
		return nil, err
	}
	if m.date, err = m.newDateClass(t); err != nil {
		return nil, err
	}
	if m.time, err = m.newTimeClass(t); err != nil {
		return nil, err
	}
	if m.datetime, err = m.newDatetimeClass(t); err != nil {
		return nil, err
	}
	if m.isoCal, err = newIsoCalendarClass(t); err != nil {
		return nil, err
	}
	m.utc = m.newTimezone(0, nil)
	// Class attributes that are instances of the class itself.
	m.timezone.Dict.SetStr("utc", m.utc)
	m.timezone.Dict.SetStr("min", m.newTimezone(-86340, nil))
	m.timezone.Dict.SetStr("max", m.newTimezone(86340, nil))
	m.timedelta.Dict.SetStr("min", m.newTD(td{days: -maxDays}))
	m.timedelta.Dict.SetStr("max", m.newTD(td{days: maxDays, secs: 86399, us: 999999}))
	m.timedelta.Dict.SetStr("resolution", m.newTD(td{us: 1}))
	m.date.Dict.SetStr("min", m.newValue(m.date, dtv{kind: kindDate, y: 1, mo: 1, d: 1}))
	m.date.Dict.SetStr("max", m.newValue(m.date, dtv{kind: kindDate, y: 9999, mo: 12, d: 31}))
	m.date.Dict.SetStr("resolution", m.newTD(td{days: 1}))
	m.time.Dict.SetStr("min", m.newValue(m.time, dtv{kind: kindTime}))
	m.time.Dict.SetStr("max", m.newValue(m.time, dtv{kind: kindTime, h: 23, mi: 59, s: 59, us: 999999}))
	m.time.Dict.SetStr("resolution", m.newTD(td{us: 1}))
	m.datetime.Dict.SetStr("min", m.newValue(m.datetime, dtv{kind: kindDateTime, y: 1, mo: 1, d: 1}))
	m.datetime.Dict.SetStr("max", m.newValue(m.datetime, dtv{kind: kindDateTime, y: 9999, mo: 12, d: 31, h: 23, mi: 59, s: 59, us: 999999}))
	m.datetime.Dict.SetStr("resolution", m.newTD(td{us: 1}))

	mod := py.NewModule("datetime")
	mod.Go = m
	d := mod.Dict
	d.SetStr("date", m.date)
	d.SetStr("time", m.time)
	d.SetStr("datetime", m.datetime)
	d.SetStr("timedelta", m.timedelta)
	d.SetStr("tzinfo", m.tzinfo)
	d.SetStr("timezone", m.timezone)
	d.SetStr("MINYEAR", py.NewInt(minYear))
	d.SetStr("MAXYEAR", py.NewInt(maxYear))
	d.SetStr("UTC", m.utc)
	return mod, nil
}

// intArg converts an integer argument (no floats), CPython's wording.
func intArg(t *py.Thread, v py.Value) (int64, error) {
	if _, ok := v.(py.Float); ok {
		return 0, py.NewTypeError("'float' object cannot be interpreted as an integer")
	}
	if b, ok := py.AsBig(v); ok {
		if !b.IsInt64() {
			return 0, py.NewOverflowError("Python int too large to convert to C int")
		}
		return b.Int64(), nil
	}
	return py.Index(t, v)
}

// unpack parses a clinic-style call (CPython's datetime constructors use
// "function missing required argument 'month' (pos 2)").
func unpack(fname string, args []py.Value, kwargs []py.Kwarg, names []string, required int, dst ...*py.Value) error {
	return py.UnpackArgs(fname, args, kwargs, names, required, dst...)
}
