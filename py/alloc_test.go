package py

import (
	"strings"
	"testing"
)

// TestHotResultAllocations counts the allocations of operations that
// text-parsing and dataclass loops run per item, so that a change making
// them allocate more again fails: split's and partition's results and
// pieces in one block, %-formatting's operands in one block (and its options on the
// stack), and a comparison through a borrowing method descriptor (a
// dataclass's generated __lt__) without an argument slice.
func TestHotResultAllocations(t *testing.T) {
	th := NewThread(nil, Limits{}, nil)

	part := StrType.Dict.GetStr("partition").(*Builtin)
	line, sep := NewStr("took=12ms"), NewStr("=")
	args := []Value{sep}
	var r Value
	var err error
	n := testing.AllocsPerRun(100, func() { r, err = part.Fn(th, line, args, nil) })
	if err != nil {
		t.Fatal(err)
	}
	items := r.(*Tuple).items
	if k, s, v := items[0].(*Str), items[1], items[2].(*Str); k.s != "took" || s != Value(sep) || v.s != "12ms" || !k.IsASCII() || v.Len() != 4 {
		t.Fatalf("partition = %v", items)
	}
	if n != 1 {
		t.Errorf("str.partition: %v allocations, want 1", n)
	}

	split := StrType.Dict.GetStr("split").(*Builtin)
	for _, c := range []struct {
		line  string
		words int
	}{{"a bb", 2}, {"  2024-01-05 12:01:07 INFO [api] request id=4 took=148ms status=300  ", 8}, {"a b c d e f g h i j k l m n o p", 16}} {
		line := NewStr(c.line)
		n := testing.AllocsPerRun(100, func() { r, err = split.Fn(th, line, nil, nil) })
		if err != nil {
			t.Fatal(err)
		}
		items := r.(*List).items
		want := strings.Fields(c.line)
		if len(items) != c.words || len(want) != c.words {
			t.Fatalf("%q.split() = %v", c.line, items)
		}
		for i, w := range want {
			if p := items[i].(*Str); p.s != w || !p.IsASCII() || p.Len() != len(w) {
				t.Fatalf("%q.split()[%d] = %q, want %q", c.line, i, p.s, w)
			}
		}
		if n != 1 {
			t.Errorf("%q.split(): %v allocations, want 1", c.line, n)
		}
	}

	for _, c := range []struct {
		format  string
		operand Value
		want    string
	}{
		{"name%d", NewInt(5), "name5"},
		{"id=%d took=%dms %s", NewTuple([]Value{NewInt(7), NewInt(12), NewStr("x")}), "id=7 took=12ms x"},
	} {
		f := NewStr(c.format)
		n := testing.AllocsPerRun(100, func() { r, err = Binary(th, Mod, f, c.operand) })
		if err != nil || r.(*Str).s != c.want {
			t.Fatalf("%q %% ... = %v, %v", c.format, r, err)
		}
		// The operands' block, the text and the str's header.
		if n > 3 {
			t.Errorf("%q %% ...: %v allocations, want at most 3", c.format, n)
		}
	}

	parts := NewList([]Value{NewInt(1), NewInt(2), NewInt(3), NewInt(4)})
	n = testing.AllocsPerRun(100, func() { r, err = GetSlice(th, parts, NewInt(1), None) })
	if err != nil || len(r.(*List).items) != 3 || r.(*List).items[0] != NewInt(2) {
		t.Fatalf("parts[1:] = %v, %v", r, err)
	}
	// The list and its items; no slice object.
	if n != 2 {
		t.Errorf("parts[1:]: %v allocations, want 2", n)
	}
	keys := []Value{NewStr("id"), NewStr("took"), NewStr("status"), NewStr("x")}
	var d *Dict
	n = testing.AllocsPerRun(100, func() {
		d, err = NewDictDisplay(th)
		for _, k := range keys {
			if err == nil {
				err = d.Set(th, k, k)
			}
		}
	})
	if err != nil || d.Len() != 4 {
		t.Fatalf("dict display: %v, %v", d, err)
	}
	if n != 1 {
		t.Errorf("a dict display filled with 4 keys: %v allocations, want 1", n)
	}

	calls := 0
	ns := NewDict()
	ns.SetStr("__lt__", &Builtin{Name: "__lt__", Owner: ObjectType, Borrows: true, Fn: func(t *Thread, self Value, args []Value, _ []Kwarg) (Value, error) {
		calls++
		return NewBool(self != args[0]), nil
	}})
	cls, err := NewClass(th, "C", nil, ns)
	if err != nil {
		t.Fatal(err)
	}
	a, _ := Call(th, cls, nil, nil)
	b, _ := Call(th, cls, nil, nil)
	n = testing.AllocsPerRun(100, func() { r, err = Compare(th, Lt, a, b) })
	if err != nil || r != True || calls == 0 {
		t.Fatalf("a < b = %v, %v (%d calls)", r, err, calls)
	}
	if n != 0 {
		t.Errorf("a < b through a borrowing __lt__: %v allocations, want 0", n)
	}
}
