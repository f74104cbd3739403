package py

import (
	"slices"
	"strings"
	"testing"
)

// TestDirTableCoversBuiltinTypes checks that every built-in type krait
// has is listed by dir() from CPython's namespace table (not from krait's
// own Dict, whose extra entries CPython does not have).
func TestDirTableCoversBuiltinTypes(t *testing.T) {
	for _, typ := range append(builtinTypes(), ExceptionTypes()...) {
		if cpythonDictNames(typ) == nil {
			t.Errorf("no CPython namespace for %s.%s", typ.Module, typ.Name)
		}
	}
	for key, names := range dirMemberNames {
		table := dirTables.names[key]
		if table == nil {
			t.Errorf("dirMemberNames: unknown type %s", key)
		}
		for _, n := range strings.Fields(names) {
			if !slices.Contains(table, n) {
				t.Errorf("dirMemberNames: %s.%s is not in CPython's namespace", key, n)
			}
		}
	}
}

// TestDirDoesNotLie checks that every public name dir() lists for a
// built-in value, and every dunder user code may read (__doc__, ...), is
// an attribute krait finds.
func TestDirDoesNotLie(t *testing.T) {
	th := NewThread(nil, Limits{}, nil)
	oserr := NewExceptionArgs(OSErrorType, NewInt(2), NewStr("gone"), NewStr("f"))
	samples := []Value{
		NewInt(1), True, Float(1.5), Complex(complex(1, 2)), NewStr("s"), NewBytes("b"), NewByteArray(nil),
		NewList(nil), NewTuple(nil), NewDict(), NewSet(), NewFrozenSet(), NewRange(0, 3, 1), None,
		NotImplemented, Ellipsis, &Slice{Start: None, Stop: NewInt(1), Step: None}, &Property{},
		NewException(ValueErrorType, "x"), oserr, NewException(StopIterationType, "v"),
		NewException(SystemExitType, "c"), NewException(AttributeErrorType, "a"),
		NewException(NameErrorType, "n"), NewException(ImportErrorType, "i"),
	}
	for _, v := range samples {
		for _, n := range Dir(th, v) {
			readable := n == "__doc__" || n == "__module__" || n == "__name__" || n == "__qualname__"
			if (isDunderName(n) && !readable) || (v == oserr && n == "characters_written") {
				continue // CPython's characters_written is unset too
			}
			if _, err := getAttrAny(th, v, n); err != nil {
				t.Errorf("dir(%s) lists %q: %v", typeName(v), n, err)
			}
		}
	}
}

// TestDirClassNamespace checks the class part of dir(): no __qualname__,
// the __dict__/__weakref__ descriptors of the first class without them,
// __slots__ names.
func TestDirClassNamespace(t *testing.T) {
	th := NewThread(nil, Limits{}, nil)
	// A class statement's namespace has __qualname__ and __module__.
	mk := func(name string, bases []*Type, attrs map[string]Value) *Type {
		all := map[string]Value{"__qualname__": NewStr(name), "__module__": NewStr("__main__")}
		for k, v := range attrs {
			all[k] = v
		}
		return class(t, th, name, bases, all)
	}
	own := func(c *Type) []string {
		var out []string
		dirTypeNames(c, func(n string) { out = append(out, n) })
		slices.Sort(out)
		return out
	}
	a := mk("A", nil, nil)
	b := mk("B", []*Type{a}, nil)
	sl := mk("Sl", nil, map[string]Value{"__slots__": NewTuple([]Value{NewStr("x")})})
	sub := mk("Sub", []*Type{sl}, nil)
	tu := mk("Tu", []*Type{TupleType}, nil)
	ex := mk("Ex", []*Type{ExceptionType}, nil)
	for _, c := range []struct {
		typ  *Type
		want string
	}{
		{a, "__dict__ __module__ __weakref__"},
		{b, "__module__"},
		{sl, "__module__ __slots__ x"},
		{sub, "__dict__ __module__ __weakref__"},
		{tu, "__dict__ __module__"},
		{ex, "__module__ __weakref__"},
	} {
		if got := strings.Join(own(c.typ), " "); got != c.want {
			t.Errorf("%s: own names %q, want %q", c.typ.Name, got, c.want)
		}
	}
}
