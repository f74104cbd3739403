package py

import (
	"strconv"
	"testing"
)

// memoFixture is a walkable module whose namespace holds every kind of
// entry the memo tells apart, and a class built by the module, also
// marked walkable; shared is a str that is both a key of the namespace
// and an item of a list the program holds.
type memoFixture struct {
	mod    *Module
	cls    *Type
	held   *List
	shared *Str
}

func newMemoFixture(t *testing.T) *memoFixture {
	noop := func(*Thread, Value, []Value, []Kwarg) (Value, error) { return None, nil }
	m := NewModule("memofix")
	f := &memoFixture{mod: m, shared: NewStr("shared_name")}
	for i := range 40 {
		m.Dict.SetStr("fn"+strconv.Itoa(i), NewBuiltin("fn"+strconv.Itoa(i), noop))
	}
	m.Dict.SetStr("text", NewStr("a str value"))
	m.Dict.SetStr("number", NewInt(7))
	m.Dict.SetStr("list", NewList([]Value{NewStr("in a list"), NewInt(1)}))
	m.Dict.SetStr("inttype", IntType)
	m.Dict.Set(nil, f.shared, NewStr("value of shared"))
	frozen := NewBuiltinType("frozenish", ObjectType)
	m.Dict.SetStr("frozenish", frozen)
	m.Dict.SetStr("unnamed", &Property{Get: NewBuiltin("unnamed", noop)}) // named when a class first holds it
	ns := NewDict()
	ns.SetStr("method", NewBuiltin("method", noop))
	ns.SetStr("smeth", &StaticMethod{Func: NewBuiltin("smeth", noop)})
	ns.SetStr("cmeth", &ClassMethod{Func: NewBuiltin("cmeth", noop)})
	ns.SetStr("prop", &Property{Get: NewBuiltin("prop", noop), Name: "prop"})
	ns.SetStr("docprop", &Property{Get: NewBuiltin("docprop", noop), Doc: NewStr("doc"), Name: "docprop"})
	cls, err := NewClass(nil, "Built", []*Type{ObjectType}, ns)
	if err != nil {
		t.Fatal(err)
	}
	MarkClassWalkable(cls)
	f.cls = cls
	m.Dict.SetStr("Built", cls)
	MarkWalkable(m)
	f.held = NewList([]Value{f.shared, NewStr("other")})
	return f
}

// walk measures the fixture's roots (the module and the held list) with
// or without memo.
func (f *memoFixture) walk(memo *WalkMemo) (int64, string) {
	w := NewMemWalk(1 << 20)
	w.UseMemo(memo)
	w.Visit(f.held)
	w.Visit(f.mod)
	w.Run()
	return w.Size(), w.Failed()
}

// TestWalkMemoMeasuresAsWalk checks that a walk through the memo counts
// what a walk without it counts, on the first walk, on a repeated one,
// and after every kind of change to the module's or the class's
// namespace (each must invalidate what the memo recorded).
func TestWalkMemoMeasuresAsWalk(t *testing.T) {
	f := newMemoFixture(t)
	var memo WalkMemo
	check := func(step string) {
		t.Helper()
		for range 2 { // the walk that makes the memo and one that uses it
			got, gotFail := f.walk(&memo)
			want, wantFail := f.walk(nil)
			if got != want || gotFail != wantFail {
				t.Fatalf("%s: memo walk %d bytes (%q), plain walk %d (%q)", step, got, gotFail, want, wantFail)
			}
		}
	}
	check("fresh")
	big := NewList(make([]Value, 1000))
	mutations := []struct {
		name string
		do   func()
	}{
		{"new key holding a list", func() { f.mod.Dict.SetStr("big", big) }},
		{"value replaced by a str", func() { f.mod.Dict.SetStr("big", NewStr("now a long string, not a list")) }},
		{"inert value replaced by a list", func() { f.mod.Dict.SetStr("fn3", NewList(make([]Value, 50))) }},
		{"key deleted", func() { f.mod.Dict.Delete(nil, NewStr("fn5")) }},
		{"list in the namespace grows", func() {
			f.mod.Dict.GetStr("list").(*List).items = append(f.mod.Dict.GetStr("list").(*List).items, NewStr("x"))
		}},
		{"class attribute added", func() { f.cls.Dict.SetStr("extra", NewList(make([]Value, 30))) }},
		{"class method replaced", func() { f.cls.Dict.SetStr("method", NewStr("replaced")) }},
		{"unnamed property named by a class", func() {
			ns := NewDict()
			ns.SetStr("a_longer_name", f.mod.Dict.GetStr("unnamed"))
			if _, err := NewClass(nil, "Namer", []*Type{ObjectType}, ns); err != nil {
				t.Fatal(err)
			}
		}},
		{"many keys (table rebuilt)", func() {
			for i := range 200 {
				f.mod.Dict.SetStr("k"+strconv.Itoa(i), NewStr("v"+strconv.Itoa(i)))
			}
		}},
		{"non-static function stored", func() { f.mod.Dict.SetStr("late", NewBuiltin("late", nil)) }},
		{"namespace cleared", func() { f.mod.Dict.Clear() }},
	}
	for _, m := range mutations {
		m.do()
		check(m.name)
	}
	if len(memo.dicts) == 0 {
		t.Fatal("the memo recorded no namespace")
	}
}

// TestWalkMemoLeaves checks which namespace entries the memo counts
// without visiting: the ones whose size cannot change while they exist.
func TestWalkMemoLeaves(t *testing.T) {
	noop := func(*Thread, Value, []Value, []Kwarg) (Value, error) { return None, nil }
	static := NewBuiltin("s", noop)
	static.static = true
	plain := NewBuiltin("p", noop)
	for _, c := range []struct {
		name  string
		v     Value
		inert bool
		size  int64
	}{
		{"static function", static, true, -1},
		{"function not marked", plain, false, -1},
		{"built-in class", IntType, true, -1},
		{"none", None, true, -1},
		{"str", NewStr("abc"), false, 35},
		{"static method", &StaticMethod{Func: static}, false, 16},
		{"static method over a plain function", &StaticMethod{Func: plain}, false, -1},
		{"named property", &Property{Get: static, Name: "ab"}, false, 66},
		{"unnamed property", &Property{Get: static}, false, -1},
		{"property with a doc", &Property{Get: static, Doc: NewStr("d"), Name: "ab"}, false, -1},
		{"list", NewList(nil), false, -1},
	} {
		if got := inertValue(c.v); got != c.inert {
			t.Errorf("%s: inert %v, want %v", c.name, got, c.inert)
		}
		if got := leafSize(c.v); got != c.size {
			t.Errorf("%s: leaf size %d, want %d", c.name, got, c.size)
		}
	}
}
