package py

import (
	"strings"
	"testing"
)

// TestSlotWrappersAreWalkable checks that the slot wrappers a run can
// keep (an iterator's bound __next__, int.__add__ bound or not, a bound
// __call__) are measured through their receiver: a kept wrapper must not
// make the memory walk give up, which would send every later run of the
// executor to the slow fallback.
func TestSlotWrappersAreWalkable(t *testing.T) {
	big := NewStr(strings.Repeat("z", 1<<16))
	it, err := Iterate(nil, NewList([]Value{big}))
	if err != nil {
		t.Fatal(err)
	}
	var kept []Value
	for _, c := range []struct {
		obj  Value
		name LibName
	}{{it, "__next__"}, {it, "__iter__"}, {NewInt(1), "__add__"}, {IntType, "__add__"}, {ObjectType, "__lt__"},
		{&testGoIterator{item: big}, "__next__"}} {
		v, err := GetAttr(nil, c.obj, c.name)
		if err != nil {
			t.Fatalf("%s.%s: %v", TypeName(c.obj), c.name, err)
		}
		kept = append(kept, v)
	}
	w := NewMemWalk(1 << 10)
	w.Visit(NewList(kept))
	size, ok := w.Run()
	if !ok || size < 1<<16 {
		t.Errorf("walk of kept slot wrappers: %d bytes, ok %v (%s)", size, ok, w.Failed())
	}
}

// testGoIterator is an iterator of a Go type outside CPython's table (as
// generators and the stdlib's iterators are): its slots come from
// slotOfValue.
type testGoIterator struct{ item Value }

var testGoIteratorType = NewBuiltinType("test_go_iterator", ObjectType)

func (*testGoIterator) Type() *Type { return testGoIteratorType }

func (it *testGoIterator) Next(*Thread) (Value, error) { return it.item, nil }

func (it *testGoIterator) MemRefs(w *MemWalk) { w.Visit(it.item) }

// TestSlotWrappersAreOnlyAttributes checks that installing the wrappers
// left the operators' dispatch alone: a class deriving from int without
// __add__ still adds through int's code, and lookupUser, which the
// operators use, finds no built-in entry.
func TestSlotWrappersAreOnlyAttributes(t *testing.T) {
	for _, name := range []string{"__add__", "__radd__", "__lt__", "__neg__", "__iadd__", "__next__", "__call__"} {
		for _, typ := range builtinTypes() {
			if v := typ.lookupUser(internStr(name)); v != nil {
				t.Errorf("lookupUser(%s) on %s found %v", name, typ.Name, v)
			}
		}
	}
	if IntType.Dict.GetStr("__add__") == nil || ObjectType.Dict.GetStr("__lt__") == nil || ListType.Dict.GetStr("__iadd__") == nil {
		t.Errorf("int.__add__, object.__lt__ or list.__iadd__ not installed")
	}
	if ListType.Dict.GetStr("__sub__") != nil || StrType.Dict.GetStr("__next__") != nil {
		t.Errorf("a dunder CPython's type does not have was installed")
	}
}
