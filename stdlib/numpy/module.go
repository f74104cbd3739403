// Package numpy is krait's numpy module, written in Go: ndarray with the
// dtypes bool, int64, float64, complex128, str and object, numpy's
// promotion and broadcasting rules, ufuncs with numpy's floating-point
// warnings, reductions, indexing with views, sorting, np.linalg (on
// gonum), and printing exactly as numpy 1.24 prints.
//
// Arrays are typed Go slices (see Array); loops run over them in Go
// without boxing elements as Python values, except for object arrays.
// Every function charges the thread's operation budget in proportion to
// its work and its memory budget before allocating.
//
// Nothing in the module reaches the host: np.load, np.save, np.fromfile,
// np.memmap and the other file functions raise a PolicyError-like
// PermissionError naming krait's policy.
//
// Code outside the package (np.random, pandas) builds arrays with
// NewFloat64, NewInt64, NewBool and NewObject (after Charge), turns them
// into Python values with Module.Wrap, and reads arguments with
// Module.AsArray, Unwrap and ShapeArg.
package numpy

import (
	"strings"

	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/internal/goclass"
)

// Module is one interpreter's numpy: its classes, dtype objects, print
// options and floating-point error state.
type Module struct {
	mod *py.Module

	ndarray  *py.Type
	dtypeCls *py.Type
	flatCls  *py.Type // numpy.flatiter

	// The scalar type hierarchy.
	generic, number, integer, signedint, unsignedint, inexact, floating, complexfloating *py.Type
	scalarCls                                                                            [numKinds]*py.Type

	dtypes   [numKinds]py.Value
	strTypes map[int]py.Value // '<U<n>' dtypes by width
	// The narrow dtypes (int8 ... float32) and their scalar types, in
	// narrowDtypes' order.
	narrowDt  [numNarrow]py.Value
	narrowCls [numNarrow]*py.Type

	linAlgError *py.Type
	axisError   *py.Type
	// complexWarning is numpy.ComplexWarning: a complex value was cast
	// to a real type, its imaginary part dropped.
	complexWarning *py.Type
	// numpy.core._exceptions: UFuncTypeError and the two kinds numpy
	// raises (named UFuncTypeError, as numpy displays them).
	ufuncTypeError, noLoopError, castingError *py.Type
	linalg                                    *py.Module            // numpy.linalg
	subs                                      map[string]*py.Module // numpy.<name>, by name

	print printOptions
	// pool keeps the buffers of dead temporaries (temps.go), and
	// recycle the results a walk may find dead (recycle.go).
	pool    bufPool
	recycle recycler
	errs    errState
	errCls  *py.Type // errstate
	// gather, while non-nil, collects the conditions loops meet instead
	// of reporting them (divmod reports its two loops' as one).
	gather *fpFlags

	bin   map[string]*binFn
	un    map[string]*unFn
	funcs map[string]py.BuiltinFunc // module-level functions, by name

	// Warnings is the interpreter's warnings module, through which numpy
	// reports RuntimeWarnings (so warnings.filterwarnings and
	// catch_warnings apply); nil drops them, as krait drops every warning
	// CPython would print.
	Warnings *py.Module
}

// Load creates the numpy module for one interpreter.
func Load(t *py.Thread) (py.Value, error) {
	m, err := New(t)
	if err != nil {
		return nil, err
	}
	return m.mod, nil
}

// New creates one interpreter's numpy.
func New(t *py.Thread) (*Module, error) {
	classes := t.CollectClasses()
	m, err := newModule(t)
	made := classes()
	if err != nil {
		return nil, err
	}
	m.markWalkable(made)
	return m, nil
}

// newModule builds New's module.
func newModule(t *py.Thread) (*Module, error) {
	m := &Module{mod: py.NewModule("numpy"), strTypes: map[int]py.Value{},
		bin: binaryUfuncs(), un: unaryUfuncs(), funcs: map[string]py.BuiltinFunc{}}
	m.print = defaultPrintOptions()
	m.errs = defaultErrState()
	if err := m.makeScalarClasses(t); err != nil {
		return nil, err
	}
	if err := m.makeDtypeClass(t); err != nil {
		return nil, err
	}
	if err := m.makeNdarray(t); err != nil {
		return nil, err
	}
	if err := m.makeExceptions(t); err != nil {
		return nil, err
	}
	d := m.mod.Dict
	for _, add := range []func(*py.Thread, *py.Dict) error{
		m.addConstants, m.addCreation, m.addPrinting, m.addUfuncs, m.addErrstate,
		m.addReductions, m.addShapeFuncs, m.addIndexFuncs, m.addSortFuncs, m.addStats,
		m.addMiscFuncs, m.addExtraFuncs, m.addMoreFuncs, m.addSmallFuncs, m.addPolicyRefusals, m.addLinalg, m.addChar,
	} {
		if err := add(t, d); err != nil {
			return nil, err
		}
	}
	for name, f := range m.funcs {
		if d.GetStr(name) == nil && !methodOnly[name] {
			d.SetStr(name, py.NewBuiltin(name, f))
		}
	}
	if err := m.addLib(t, d); err != nil { // re-exports numpy's functions
		return nil, err
	}
	return m, nil
}

// markWalkable declares the module, its submodules and the classes New
// made (made) walkable: their functions and methods close over nothing
// but m, which the walk visits as the module's Go state (MemRefs).
func (m *Module) markWalkable(made []*py.Type) {
	for _, c := range made {
		py.MarkClassWalkable(c)
	}
	m.mod.Go = m
	py.MarkWalkable(m.mod)
	for _, s := range m.subs {
		py.MarkWalkable(s)
	}
}

// methodOnly names functions that are ndarray methods but not numpy
// functions.
var methodOnly = map[string]bool{"flatten": true}

// PyModule returns the Python module object.
func (m *Module) PyModule() *py.Module { return m.mod }

// newClass makes a class of module numpy whose methods are Go functions.
func newClass(t *py.Thread, name string, bases []*py.Type, methods []goclass.Method, attrs map[string]py.Value) (*py.Type, error) {
	return goclass.New(t, goclass.Spec{Module: "numpy", Name: name, TpName: "numpy." + name, Bases: bases, Methods: methods, Attrs: attrs})
}

// setFuncs binds Go functions into a namespace.
func setFuncs(d *py.Dict, fs map[string]py.BuiltinFunc) {
	for name, f := range fs {
		d.SetStr(name, py.NewBuiltin(name, f))
	}
}

// def records module-level functions (bound into the module at the end
// of New, and reachable from ndarray methods through delegate).
func (m *Module) def(fs map[string]py.BuiltinFunc) {
	for name, f := range fs {
		m.funcs[name] = f
	}
}

// delegate makes an ndarray method that calls the module function name
// with the array as its first argument.
func (m *Module) delegate(name string) py.BuiltinFunc {
	return func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		all, err := py.JoinValues(t, []py.Value{self}, args)
		if err != nil {
			return nil, err
		}
		if f := m.funcs[name]; f != nil {
			r, err := f(t, nil, all, kwargs)
			return r, methodArgError(err, name)
		}
		if f := m.mod.Dict.GetStr(name); f != nil {
			return py.Call(t, f, all, kwargs)
		}
		return nil, py.NewAttributeError("'numpy.ndarray' object has no attribute '%s'", name)
	}
}

// makeExceptions creates numpy.linalg.LinAlgError and numpy.AxisError.
func (m *Module) makeExceptions(t *py.Thread) error {
	ns := py.NewDict()
	ns.SetStr("__module__", py.NewStr("numpy.linalg"))
	var err error
	if m.linAlgError, err = py.NewClass(t, "LinAlgError", []*py.Type{py.ExceptionType}, ns); err != nil {
		return err
	}
	exc := func(name, qual string, base *py.Type) (*py.Type, error) {
		ns := py.NewDict()
		ns.SetStr("__module__", py.NewStr("numpy.core._exceptions"))
		c, err := py.NewClass(t, name, []*py.Type{base}, ns)
		if err != nil {
			return nil, err
		}
		c.Qualname = qual
		return c, nil
	}
	if m.ufuncTypeError, err = exc("UFuncTypeError", "UFuncTypeError", py.TypeErrorType); err != nil {
		return err
	}
	if m.noLoopError, err = exc("UFuncTypeError", "_UFuncNoLoopError", m.ufuncTypeError); err != nil {
		return err
	}
	cast, err := exc("UFuncTypeError", "_UFuncCastingError", m.ufuncTypeError)
	if err != nil {
		return err
	}
	if m.castingError, err = exc("UFuncTypeError", "_UFuncOutputCastingError", cast); err != nil {
		return err
	}
	ns = py.NewDict()
	ns.SetStr("__module__", py.NewStr("numpy"))
	if m.axisError, err = py.NewClass(t, "AxisError", []*py.Type{py.ValueErrorType, py.IndexErrorType}, ns); err != nil {
		return err
	}
	m.mod.Dict.SetStr("AxisError", m.axisError)
	return nil
}

// raise makes an instance of an exception class with one message.
func raise(t *py.Thread, cls *py.Type, msg string) error {
	v, err := py.Call(t, cls, []py.Value{py.NewStr(msg)}, nil)
	if err != nil {
		return err
	}
	if e, ok := v.(error); ok {
		return e
	}
	return py.NewValueError("%s", msg)
}

// axisErr is numpy's AxisError for an axis out of range.
func (m *Module) axisErr(t *py.Thread, axis, ndim int) error {
	return raise(t, m.axisError, "axis "+itoa(axis)+" is out of bounds for array of dimension "+itoa(ndim))
}

// linAlgErr raises numpy.linalg.LinAlgError.
func (m *Module) linAlgErr(t *py.Thread, msg string) error {
	return raise(t, m.linAlgError, msg)
}

// addConstants binds pi, e, inf, nan, newaxis and friends.
func (m *Module) addConstants(t *py.Thread, d *py.Dict) error {
	for name, v := range map[string]py.Value{
		"pi":            py.Float(3.141592653589793),
		"e":             py.Float(2.718281828459045),
		"euler_gamma":   py.Float(0.5772156649015329),
		"inf":           py.Float(posInf),
		"Inf":           py.Float(posInf),
		"infty":         py.Float(posInf),
		"PINF":          py.Float(posInf),
		"NINF":          py.Float(negInf),
		"nan":           py.Float(nan),
		"NaN":           py.Float(nan),
		"NAN":           py.Float(nan),
		"newaxis":       py.None,
		"__version__":   py.NewStr("1.24.2"),
		"little_endian": py.True,
		"ALLOW_THREADS": py.NewInt(1),
		"MAXDIMS":       py.NewInt(maxDims),
	} {
		d.SetStr(name, v)
	}
	return nil
}

// newProperty makes a read-only property whose getter is fn with the
// instance as self.
func newProperty(name string, fn py.BuiltinFunc) *py.Property {
	return &py.Property{Name: name, Get: py.NewBuiltin(name, func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		return fn(t, args[0], nil, nil)
	})}
}

// refusedSubmodule is what a package attribute holds in place of a
// submodule the policy does not authorize: any attribute read on it
// fails with the policy's refusal of the import.
type refusedSubmodule struct {
	name string
	err  error
}

// Type implements py.Value.
func (*refusedSubmodule) Type() *py.Type { return opaque }

// SetSubmodule binds numpy.<name> as an attribute of numpy when the
// thread's import guard authorizes importing "numpy.<name>"; otherwise
// the attribute is a stand-in whose every use raises the policy's
// refusal (as smolagents refuses np.random with only numpy authorized).
func (m *Module) SetSubmodule(t *py.Thread, name string, sub *py.Module) error {
	if m.subs == nil {
		m.subs = map[string]*py.Module{}
	}
	m.subs[name] = sub
	v, err := m.guarded(t, "numpy."+name, sub)
	if err != nil {
		return err
	}
	parent, attr := m.mod, name
	if i := strings.LastIndexByte(name, '.'); i >= 0 {
		parent, attr = m.subs[name[:i]], name[i+1:]
	}
	parent.Dict.SetStr(attr, v)
	return nil
}

// Submodule returns numpy.<name> (char, lib, lib.stride_tricks, ...),
// for the importer; nil when there is none.
func (m *Module) Submodule(name string) *py.Module { return m.subs[name] }

// guarded returns sub, or the refusing stand-in when the import guard
// does not authorize full.
func (m *Module) guarded(t *py.Thread, full string, sub *py.Module) (py.Value, error) {
	if t.ImportGuard == nil {
		return sub, nil
	}
	err := t.ImportGuard(full)
	if err == nil {
		return sub, nil
	}
	// The methods read the refusal from the instance, which the memory
	// walk visits (the error is a Python value code may catch and
	// change): they close over nothing (py.MarkClassWalkable).
	refused := func(self py.Value) (*refusedSubmodule, error) {
		if in, ok := self.(*py.Instance); ok {
			if r, ok := in.Base.(*refusedSubmodule); ok {
				return r, nil
			}
		}
		return nil, py.NewTypeError("descriptor requires a 'numpy.refused_submodule' object")
	}
	cls, cerr := goclass.New(t, goclass.Spec{Module: "numpy", Name: "refused_submodule", Methods: []goclass.Method{
		{Name: "__getattr__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			r, err := refused(self)
			if err != nil {
				return nil, err
			}
			return nil, r.err
		}},
		{Name: "__repr__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			r, err := refused(self)
			if err != nil {
				return nil, err
			}
			return py.NewStr("<module '" + r.name + "' (not authorized)>"), nil
		}},
	}})
	if cerr != nil {
		return nil, cerr
	}
	py.MarkClassWalkable(cls)
	return &py.Instance{Class: cls, Base: &refusedSubmodule{name: full, err: err}}, nil
}

// Linalg returns the numpy.linalg module.
func (m *Module) Linalg() *py.Module { return m.linalg }

// methodArgError rewords a function's unexpected-keyword TypeError as
// numpy's C methods word it ("'k' is an invalid keyword argument for
// sum()").
func methodArgError(err error, name string) error {
	ex, ok := err.(*py.Exception)
	if !ok || !ex.Matches(py.TypeErrorType) {
		return err
	}
	if len(ex.Args) != 1 {
		return err
	}
	m, ok := ex.Args[0].(*py.Str)
	if !ok {
		return err
	}
	msg := m.String()
	prefix := name + "() got an unexpected keyword argument '"
	if rest, ok := strings.CutPrefix(msg, prefix); ok {
		return py.NewTypeError("'%s is an invalid keyword argument for %s()", rest, name)
	}
	return err
}
