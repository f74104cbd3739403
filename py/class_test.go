package py

import (
	"strings"
	"testing"
)

// goFunc is a test stand-in for interp's Python functions: callable and a
// descriptor, so it binds as a method.
type goFunc struct {
	name string
	fn   func(t *Thread, args []Value) (Value, error)
}

func (*goFunc) Type() *Type { return BuiltinFunctionType }

func (f *goFunc) Call(t *Thread, args []Value, kwargs []Kwarg) (Value, error) { return f.fn(t, args) }

func (f *goFunc) DescriptorGet(t *Thread, instance Value, owner *Type) (Value, error) {
	if instance == nil {
		return f, nil
	}
	return NewBoundMethod(instance, f), nil
}

func method(name string, fn func(t *Thread, args []Value) (Value, error)) *goFunc {
	return &goFunc{name: name, fn: fn}
}

// class makes a user class with the given methods and bases.
func class(t *testing.T, th *Thread, name string, bases []*Type, attrs map[string]Value) *Type {
	t.Helper()
	ns := NewDict()
	for k, v := range attrs {
		ns.SetStr(k, v)
	}
	c, err := NewClass(th, name, bases, ns)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func mustRepr(t *testing.T, th *Thread, v Value) string {
	t.Helper()
	r, err := Repr(th, v)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func mustStr(t *testing.T, th *Thread, v Value) string {
	t.Helper()
	r, err := ToStr(th, v)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func TestClassMRO(t *testing.T) {
	th := NewThread(nil, Limits{}, nil)
	a := class(t, th, "A", nil, nil)
	b := class(t, th, "B", []*Type{a}, nil)
	c := class(t, th, "C", []*Type{a}, nil)
	d := class(t, th, "D", []*Type{b, c}, nil)
	var names []string
	for _, m := range d.MRO {
		names = append(names, m.Name)
	}
	if got := strings.Join(names, " "); got != "D B C A object" {
		t.Errorf("MRO %s", got)
	}
	errs := []struct {
		bases []*Type
		want  string
	}{
		{[]*Type{a, b}, "TypeError: Cannot create a consistent method resolution\norder (MRO) for bases A, B"},
		{[]*Type{ListType, DictType}, "TypeError: multiple bases have instance lay-out conflict"},
		{[]*Type{BoolType}, "TypeError: type 'bool' is not an acceptable base type"},
		{[]*Type{a, a}, "TypeError: duplicate base class A"},
	}
	for _, e := range errs {
		_, err := NewClass(th, "X", e.bases, nil)
		if err == nil || err.Error() != e.want {
			t.Errorf("bases %v: got %v, want %q", e.bases, err, e.want)
		}
	}
}

func TestDunderDispatch(t *testing.T) {
	th := NewThread(nil, Limits{}, nil)
	e := class(t, th, "E", nil, map[string]Value{
		"__eq__": method("__eq__", func(t *Thread, args []Value) (Value, error) { return True, nil }),
	})
	inst := mustCall(th, e)
	if _, err := Hash(th, inst); err == nil || err.Error() != "TypeError: unhashable type: 'E'" {
		t.Errorf("hash of class with __eq__ only: %v", err)
	}
	v := class(t, th, "V", nil, map[string]Value{
		"__radd__": method("__radd__", func(t *Thread, args []Value) (Value, error) { return NewStr("radd"), nil }),
		"__gt__":   method("__gt__", func(t *Thread, args []Value) (Value, error) { return NewStr("gt"), nil }),
		"__repr__": method("__repr__", func(t *Thread, args []Value) (Value, error) { return NewStr("<V>"), nil }),
	})
	vi := mustCall(th, v)
	if r, err := Binary(th, Add, NewInt(1), vi); err != nil || mustStr(t, th, r) != "radd" {
		t.Errorf("1 + V() = %v, %v", r, err)
	}
	if r, err := Compare(th, Lt, NewInt(1), vi); err != nil || mustStr(t, th, r) != "gt" {
		t.Errorf("1 < V() = %v, %v", r, err)
	}
	if _, err := Binary(th, Add, vi, NewInt(1)); err == nil || err.Error() != "TypeError: unsupported operand type(s) for +: 'V' and 'int'" {
		t.Errorf("V() + 1: %v", err)
	}
	if got := mustRepr(t, th, NewList([]Value{vi})); got != "[<V>]" {
		t.Errorf("repr [V()] = %s", got)
	}
	if got := mustStr(t, th, vi); got != "<V>" {
		t.Errorf("str(V()) = %s (object.__str__ must use __repr__)", got)
	}

	p := class(t, th, "P", nil, map[string]Value{
		"__getattr__": method("__getattr__", func(t *Thread, args []Value) (Value, error) {
			return NewStr(args[1].(*Str).s + "!"), nil
		}),
	})
	if r, err := GetAttr(th, mustCall(th, p), "foo"); err != nil || mustStr(t, th, r) != "foo!" {
		t.Errorf("__getattr__: %v, %v", r, err)
	}
	q := class(t, th, "Q", nil, map[string]Value{
		"__len__": method("__len__", func(t *Thread, args []Value) (Value, error) { return NewInt(0), nil }),
	})
	if b, err := Truth(th, mustCall(th, q)); err != nil || b {
		t.Errorf("bool(Q()) = %v, %v", b, err)
	}
	s := class(t, th, "S", nil, map[string]Value{
		"__getitem__": method("__getitem__", func(t *Thread, args []Value) (Value, error) {
			i := args[1].(Int)
			if i > 2 {
				return nil, NewExceptionArgs(IndexErrorType)
			}
			return NewInt(int64(i) * 10), nil
		}),
	})
	si := mustCall(th, s)
	l, err := Call(th, ListType, []Value{si}, nil)
	if err != nil || mustRepr(t, th, l) != "[0, 10, 20]" {
		t.Errorf("list(S()) = %v, %v", l, err)
	}
	if in, err := Contains(th, si, NewInt(20)); err != nil || !in {
		t.Errorf("20 in S(): %v %v", in, err)
	}
}

func TestBuiltinSubclasses(t *testing.T) {
	th := NewThread(nil, Limits{}, nil)
	l := class(t, th, "L", []*Type{ListType}, nil)
	li := mustCall(th, l, NewList([]Value{NewInt(1), NewInt(2)}))
	if _, err := CallMethod(th, li, "append", []Value{NewInt(3)}, nil); err != nil {
		t.Fatal(err)
	}
	if n, _ := Len(th, li); n != 3 || mustRepr(t, th, li) != "[1, 2, 3]" {
		t.Errorf("L: len %d repr %s", n, mustRepr(t, th, li))
	}
	sum, err := Binary(th, Add, li, NewList([]Value{NewInt(4)}))
	if err != nil || sum.Type() != ListType || mustRepr(t, th, sum) != "[1, 2, 3, 4]" {
		t.Errorf("L + list = %v, %v", sum, err)
	}
	i := class(t, th, "I", []*Type{IntType}, nil)
	five := mustCall(th, i, NewInt(5))
	if r, err := Binary(th, Add, five, NewInt(1)); err != nil || r != Int(6) {
		t.Errorf("I(5)+1 = %v, %v", r, err)
	}
	if got := mustRepr(t, th, mustCall(th, i, NewStr("12"))); got != "12" {
		t.Errorf("I('12') = %s", got)
	}
	m := class(t, th, "M", []*Type{DictType}, map[string]Value{
		"__missing__": method("__missing__", func(t *Thread, args []Value) (Value, error) {
			return Binary(t, Mul, args[1], NewInt(2))
		}),
	})
	mi, err := Call(th, m, nil, []Kwarg{{"a", NewInt(1)}})
	if err != nil {
		t.Fatal(err)
	}
	if r, err := GetItem(th, mi, NewStr("zz")); err != nil || mustStr(t, th, r) != "zzzz" {
		t.Errorf("__missing__: %v, %v", r, err)
	}
	if got := mustRepr(t, th, mi); got != "{'a': 1}" {
		t.Errorf("repr(M(a=1)) = %s", got)
	}
	x := class(t, th, "X", []*Type{ExceptionType}, nil)
	xi := mustCall(th, x, NewStr("a"), NewInt(1))
	if got := mustRepr(t, th, xi); got != "X('a', 1)" {
		t.Errorf("repr(X('a', 1)) = %s", got)
	}
	if got := mustStr(t, th, mustCall(th, x)); got != "" {
		t.Errorf("str(X()) = %q", got)
	}
	y := class(t, th, "Y", []*Type{ValueErrorType}, map[string]Value{
		"__str__": method("__str__", func(t *Thread, args []Value) (Value, error) { return NewStr("custom"), nil }),
	})
	yi := mustCall(th, y, NewInt(1))
	if mustRepr(t, th, yi) != "Y(1)" || mustStr(t, th, yi) != "custom" {
		t.Errorf("Y: %s %s", mustRepr(t, th, yi), mustStr(t, th, yi))
	}
	if ex, ok := yi.(*Exception); !ok || !ex.Matches(ValueErrorType) {
		t.Errorf("Y() is not a ValueError exception: %T", yi)
	}
}

func TestDescriptors(t *testing.T) {
	th := NewThread(nil, Limits{}, nil)
	getter := method("x", func(t *Thread, args []Value) (Value, error) { return NewStr("got"), nil })
	cm := method("make", func(t *Thread, args []Value) (Value, error) { return args[0], nil })
	sm := method("util", func(t *Thread, args []Value) (Value, error) { return NewInt(int64(len(args))), nil })
	c := class(t, th, "C", nil, map[string]Value{
		"x":    &Property{Get: getter},
		"make": &ClassMethod{Func: cm},
		"util": &StaticMethod{Func: sm},
	})
	ci := mustCall(th, c)
	if r, err := GetAttr(th, ci, "x"); err != nil || mustStr(t, th, r) != "got" {
		t.Errorf("property: %v %v", r, err)
	}
	if err := SetAttr(th, ci, "x", NewInt(1)); err == nil || err.Error() != "AttributeError: property 'x' of 'C' object has no setter" {
		t.Errorf("setting a read-only property: %v", err)
	}
	if r, err := CallMethod(th, ci, "make", nil, nil); err != nil || r != Value(c) {
		t.Errorf("classmethod via instance: %v %v", r, err)
	}
	if r, err := CallMethod(th, c, "util", []Value{NewInt(1)}, nil); err != nil || r != Int(1) {
		t.Errorf("staticmethod via class: %v %v", r, err)
	}
	if err := SetAttr(th, ci, "y", NewInt(2)); err != nil {
		t.Fatal(err)
	}
	if r, err := GetAttr(th, ci, "y"); err != nil || r != Int(2) {
		t.Errorf("instance attribute: %v %v", r, err)
	}
	if _, err := GetAttr(th, ci, "nope"); err == nil || err.Error() != "AttributeError: 'C' object has no attribute 'nope'" {
		t.Errorf("missing attribute: %v", err)
	}
	if _, err := GetAttr(th, NewInt(1), "nope"); err == nil || err.Error() != "AttributeError: 'int' object has no attribute 'nope'" {
		t.Errorf("missing attribute on int: %v", err)
	}
}

// TestTypeExpressions checks X | Y and list[int] as annotations evaluate
// them: print(int | None, A | None, (int | str) | float, int | int,
// list[int], dict[str, int] | None) in CPython 3.11.
func TestTypeExpressions(t *testing.T) {
	th := NewThread(nil, Limits{}, nil)
	a := class(t, th, "A", nil, nil)
	or := func(x, y Value) Value {
		v, err := Binary(th, Or, x, y)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	item := func(x, k Value) Value {
		v, err := GetItem(th, x, k)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	got := []string{
		mustStr(t, th, or(IntType, None)),
		mustStr(t, th, or(a, None)),
		mustStr(t, th, or(or(IntType, StrType), FloatType)),
		mustStr(t, th, or(IntType, IntType)),
		mustStr(t, th, item(ListType, IntType)),
		mustStr(t, th, or(item(DictType, NewTuple([]Value{StrType, IntType})), None)),
	}
	want := []string{"int | None", "__main__.A | None", "int | str | float", "<class 'int'>", "list[int]", "dict[str, int] | None"}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("case %d: %q, want %q", i, got[i], want[i])
		}
	}
	if eq, _ := Equal(th, or(IntType, StrType), or(StrType, IntType)); !eq {
		t.Error("(int|str) != (str|int)")
	}
	if _, err := Binary(th, Or, IntType, NewInt(3)); err == nil || err.Error() != "TypeError: unsupported operand type(s) for |: 'type' and 'int'" {
		t.Errorf("int | 3: %v", err)
	}
}

// TestUserDescriptors checks __get__/__set__ of user classes:
//
//	class D:
//	    def __get__(s, o, t): return ('get', o is None)
//	    def __set__(s, o, v): o.__dict__['raw'] = v
//	class N:  # non-data descriptor
//	    def __get__(s, o, t): return 'nd'
//	class A: x = D(); y = N()
//	a = A(); a.x = 5; a.__dict__['y'] = 'inst'
//	a.x, A.x, a.raw, a.y  ->  ('get', False) ('get', True) 5 'inst'
func TestUserDescriptors(t *testing.T) {
	th := NewThread(nil, Limits{}, nil)
	d := class(t, th, "D", nil, map[string]Value{
		"__get__": method("__get__", func(t *Thread, args []Value) (Value, error) {
			return NewTuple([]Value{NewStr("get"), NewBool(args[1] == None)}), nil
		}),
		"__set__": method("__set__", func(t *Thread, args []Value) (Value, error) {
			return None, args[1].(*Instance).Dict.Set(t, NewStr("raw"), args[2])
		}),
	})
	n := class(t, th, "N", nil, map[string]Value{
		"__get__": method("__get__", func(t *Thread, args []Value) (Value, error) { return NewStr("nd"), nil }),
	})
	a := class(t, th, "A", nil, map[string]Value{"x": mustCall(th, d), "y": mustCall(th, n)})
	ai := mustCall(th, a)
	if err := SetAttr(th, ai, "x", NewInt(5)); err != nil {
		t.Fatal(err)
	}
	ai.(*Instance).Dict.Set(th, NewStr("y"), NewStr("inst"))
	var got []string
	for _, c := range []struct {
		obj  Value
		name string
	}{{ai, "x"}, {a, "x"}, {ai, "raw"}, {ai, "y"}} {
		v, err := getAttrAny(th, c.obj, c.name)
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, mustRepr(t, th, v))
	}
	want := []string{"('get', False)", "('get', True)", "5", "'inst'"}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("case %d: %s, want %s", i, got[i], want[i])
		}
	}
}

// TestEqMutatingContainers checks that a user __eq__ that clears the set
// or dict being searched cannot crash the lookup.
func TestEqMutatingContainers(t *testing.T) {
	th := NewThread(nil, Limits{}, nil)
	var s *Set
	var d *Dict
	k := class(t, th, "K", nil, map[string]Value{
		"__eq__": method("__eq__", func(t *Thread, args []Value) (Value, error) {
			s.clear()
			d.Clear()
			return False, nil
		}),
		"__hash__": method("__hash__", func(t *Thread, args []Value) (Value, error) { return NewInt(1), nil }),
	})
	a, b := mustCall(th, k), mustCall(th, k)
	s, d = NewSet(), NewDict()
	s.Add(th, a)
	if err := s.Add(th, b); err != nil {
		t.Fatal(err)
	}
	d.Set(th, a, None)
	if err := d.Set(th, b, None); err != nil {
		t.Fatal(err)
	}
	s.Add(th, a)
	if ok, err := s.Contains(th, b); err != nil || ok {
		t.Errorf("contains after clear: %v %v", ok, err)
	}
}

// TestUserHashResult checks CPython's rule for __hash__ results: an int
// that fits is used as is (-1 becomes -2), so hash(U()) == hash('a') for
// class U: def __hash__(self): return hash('a').
func TestUserHashResult(t *testing.T) {
	th := NewThread(nil, Limits{}, nil)
	for _, ret := range []Value{NewStr("a").hashValueForTest(), NewInt(-1), NewInt(1 << 62)} {
		r := ret
		u := class(t, th, "U", nil, map[string]Value{
			"__hash__": method("__hash__", func(t *Thread, args []Value) (Value, error) { return r, nil }),
		})
		h, err := Hash(th, mustCall(th, u))
		if err != nil {
			t.Fatal(err)
		}
		want := int64(r.(Int))
		if want == -1 {
			want = -2
		}
		if h != want {
			t.Errorf("__hash__ returning %d: hash %d", want, h)
		}
	}
}

// hashValueForTest returns hash(s) as an int Value.
func (s *Str) hashValueForTest() Value { return NewInt(s.Hash()) }

// TestSlotsAndMro checks __slots__ (class Point: __slots__ = ('x', 'y');
// p.z = 3 -> AttributeError: 'Point' object has no attribute 'z'; a
// subclass without __slots__ accepts anything) and type.mro().
func TestSlotsAndMro(t *testing.T) {
	th := NewThread(nil, Limits{}, nil)
	p := class(t, th, "Point", nil, map[string]Value{"__slots__": NewTuple([]Value{NewStr("x"), NewStr("y")})})
	pi := mustCall(th, p)
	if err := SetAttr(th, pi, "x", NewInt(1)); err != nil {
		t.Fatal(err)
	}
	if err := SetAttr(th, pi, "z", NewInt(3)); err == nil || err.Error() != "AttributeError: 'Point' object has no attribute 'z'" {
		t.Errorf("slot violation: %v", err)
	}
	q := class(t, th, "Q", []*Type{p}, nil)
	if err := SetAttr(th, mustCall(th, q), "z", NewInt(5)); err != nil {
		t.Errorf("unslotted subclass: %v", err)
	}
	m, err := CallMethod(th, q, "mro", nil, nil)
	if err != nil || mustRepr(t, th, m) != "[<class '__main__.Q'>, <class '__main__.Point'>, <class 'object'>]" {
		t.Errorf("Q.mro() = %v, %v", m, err)
	}
}

// TestTypeDictIsReadOnly checks that T.__dict__ is a read-only
// mappingproxy (CPython's "'mappingproxy' object does not support item
// assignment"), so no run can modify a built-in type's shared namespace.
func TestTypeDictIsReadOnly(t *testing.T) {
	th := NewThread(nil, Limits{}, nil)
	for _, typ := range []*Type{StrType, class(t, th, "A", nil, map[string]Value{"x": NewInt(1)})} {
		d, err := GetAttr(th, typ, "__dict__")
		if err != nil {
			t.Fatal(err)
		}
		if err := SetItem(th, d, NewStr("upper"), None); err == nil || err.Error() != "TypeError: 'mappingproxy' object does not support item assignment" {
			t.Errorf("%s.__dict__[k] = v: %v", typ.Name, err)
		}
		if err := DelItem(th, d, NewStr("x")); err == nil || err.Error() != "TypeError: 'mappingproxy' object does not support item deletion" {
			t.Errorf("del %s.__dict__[k]: %v", typ.Name, err)
		}
	}
	d, _ := GetAttr(th, StrType, "__dict__")
	if v, err := GetItem(th, d, NewStr("upper")); err != nil || v.Type() != MethodDescriptorType {
		t.Errorf("str.__dict__['upper'] = %v, %v", v, err)
	}
	if n, _ := Len(th, d); n < 40 {
		t.Errorf("len(str.__dict__) = %d", n)
	}
}
