// Package builtins provides krait's builtin functions and registers them,
// with the built-in types and exception classes of package py, into an
// interpreter's builtins table (one table per process, shared by every
// interpreter: nothing in it is mutable).
//
// One file per group: io.go (print), numeric.go (abs, round, divmod, pow,
// hex, oct, bin, sum, min, max), iteration.go (len, iter, next, sorted,
// reversed, enumerate, zip, map, filter, any, all), objects.go (repr,
// ascii, format, chr, ord, isinstance, issubclass, callable, id, hash,
// getattr, setattr, hasattr). Every builtin keeps CPython's behaviour and
// error messages, and charges the operation budget in proportion to the
// work it does.
package builtins

import (
	"sync"

	"github.com/kraitpy/krait/interp"
	"github.com/kraitpy/krait/py"
)

// builtinFunc is the Go implementation of a builtin function.
type builtinFunc = func(t *py.Thread, args []py.Value, kwargs []py.Kwarg) (py.Value, error)

// entry is one row of the builtins table.
type entry struct {
	name string
	fn   builtinFunc
}

// functions lists the builtin functions in the order of CPython's
// builtins module (the order decides ties between "Did you mean"
// suggestions). It is built once and never modified.
var functions = []entry{
	{"abs", builtinAbs},
	{"all", builtinAll},
	{"any", builtinAny},
	{"ascii", builtinASCII},
	{"bin", builtinBin},
	{"callable", builtinCallable},
	{"chr", builtinChr},
	{"delattr", builtinDelattr},
	{"dir", builtinDir},
	{"vars", builtinVars},
	{"divmod", builtinDivmod},
	{"format", builtinFormat},
	{"getattr", builtinGetattr},
	{"hasattr", builtinHasattr},
	{"hash", builtinHash},
	{"hex", builtinHex},
	{"id", builtinID},
	{"isinstance", builtinIsinstance},
	{"issubclass", builtinIssubclass},
	{"iter", builtinIter},
	{"len", builtinLen},
	{"max", builtinMax},
	{"min", builtinMin},
	{"next", builtinNext},
	{"oct", builtinOct},
	{"ord", builtinOrd},
	{"pow", builtinPow},
	{"print", builtinPrint},
	{"repr", builtinRepr},
	{"round", builtinRound},
	{"setattr", builtinSetattr},
	{"sorted", builtinSorted},
	{"sum", builtinSum},
}

// Register installs the builtins into an interpreter: the process's one
// table of them (Table), which every interpreter shares.
func Register(in *interp.Interp) { in.UseBuiltins(Table()) }

// Table returns the builtins, in the order of CPython's builtins module:
// the functions, the constants, the types, then the exception classes.
// It is built once per process; every value in it is immutable (builtin
// functions that close over nothing, the built-in types and exception
// classes), so interpreters running at once share it.
var Table = sync.OnceValue(func() *interp.Builtins {
	tb := interp.NewBuiltins()
	for _, e := range functions {
		tb.Set(e.name, newBuiltin(e.name, e.fn))
	}
	tb.Set("None", py.None)
	tb.Set("Ellipsis", py.Ellipsis)
	tb.Set("NotImplemented", py.NotImplemented)
	tb.Set("False", py.False)
	tb.Set("True", py.True)
	types := []struct {
		name string
		v    py.Value
	}{
		{"bool", py.BoolType},
		{"bytearray", py.ByteArrayType},
		{"bytes", py.BytesType},
		{"classmethod", py.ClassMethodType},
		{"complex", py.ComplexType},
		{"dict", py.DictType},
		{"enumerate", enumerateType},
		{"filter", filterType},
		{"float", py.FloatType},
		{"frozenset", py.FrozenSetType},
		{"property", py.PropertyType},
		{"int", py.IntType},
		{"list", py.ListType},
		{"map", mapType},
		{"object", py.ObjectType},
		{"range", py.RangeType},
		{"reversed", reversedType},
		{"set", py.SetType},
		{"slice", py.SliceType},
		{"staticmethod", py.StaticMethodType},
		{"str", py.StrType},
		{"super", py.SuperType},
		{"tuple", py.TupleType},
		{"type", py.TypeType},
		{"zip", zipType},
	}
	for _, t := range types {
		tb.Set(t.name, t.v)
	}
	for _, t := range py.ExceptionTypes() {
		tb.Set(t.Name, t)
	}
	tb.Set("EnvironmentError", py.OSErrorType)
	tb.Set("IOError", py.OSErrorType)
	return tb
})

// newBuiltin wraps a function of the table as a py builtin. Every function
// of the table keeps no reference to its args slice once it returns (min
// and max iterate a tuple over it during the call only), so each borrows
// it (py.Builtin.Borrows): a function added to the table must too.
func newBuiltin(name string, fn builtinFunc) *py.Builtin {
	b := py.NewBuiltin(name, func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		return fn(t, args, kwargs)
	})
	b.Module = "builtins"
	b.Borrows = true
	return b
}
