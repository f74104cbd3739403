package py

import (
	"errors"
	"testing"
)

// TestDictOrder checks insertion order under deletes and reinserts; the
// expected values were printed by CPython 3.11 for the same operations.
func TestDictOrder(t *testing.T) {
	th := NewThread(nil, Limits{}, nil)
	d := NewDict()
	for i := int64(0); i < 10; i++ {
		d.Set(th, NewInt(i), NewInt(i))
	}
	d.Delete(th, NewInt(3))
	d.Delete(th, NewInt(5))
	d.Set(th, NewInt(3), NewStr("x"))
	d.Set(th, NewInt(11), NewInt(1))
	if got := mustRepr(t, th, NewList(d.Keys())); got != "[0, 1, 2, 4, 6, 7, 8, 9, 3, 11]" {
		t.Errorf("order %s", got)
	}
	// d = {}; for i in range(2000): d[i*7919 % 2003] = i; delete every
	// third; reinsert 150: len 1383, weighted key sum 417278 (mod 1000003).
	d = NewDict()
	for i := int64(0); i < 2000; i++ {
		d.Set(th, NewInt(i*7919%2003), NewInt(i))
	}
	for i := int64(0); i < 2000; i += 3 {
		if _, ok, _ := d.Delete(th, NewInt(i*7919%2003)); !ok {
			t.Fatalf("key %d missing", i*7919%2003)
		}
	}
	for i := int64(0); i < 300; i += 2 {
		d.Set(th, NewInt(i*7919%2003), NewInt(-i))
	}
	keys := d.Keys()
	var sum int64
	for j, k := range keys {
		sum += int64(k.(Int)) * int64(j+1)
	}
	if len(keys) != 1383 || sum%1000003 != 417278 {
		t.Errorf("len %d, checksum %d", len(keys), sum%1000003)
	}
}

// TestMutationDuringIteration checks CPython's RuntimeErrors.
func TestMutationDuringIteration(t *testing.T) {
	th := NewThread(nil, Limits{}, nil)
	wantErr := func(what string, err error, msg string) {
		t.Helper()
		var ex *Exception
		if !errors.As(err, &ex) || ex.Error() != "RuntimeError: "+msg {
			t.Errorf("%s: got %v, want RuntimeError: %s", what, err, msg)
		}
	}
	// for k in d: del d[k]; d[k + 10] = 1
	d := NewDict()
	d.Set(th, NewInt(1), NewInt(1))
	d.Set(th, NewInt(2), NewInt(2))
	it, _ := Iterate(th, d)
	var err error
	for err == nil {
		var k Value
		k, err = it.Next(th)
		if k == nil || err != nil {
			break
		}
		d.Delete(th, k)
		d.Set(th, NewInt(int64(k.(Int))+10), NewInt(1))
	}
	wantErr("delete and add", err, "dictionary keys changed during iteration")

	d = NewDict()
	d.Set(th, NewInt(1), NewInt(1))
	it, _ = Iterate(th, d)
	it.Next(th)
	d.Set(th, NewInt(5), NewInt(1))
	_, err = it.Next(th)
	wantErr("grow dict", err, "dictionary changed size during iteration")

	s := NewSet()
	s.Add(th, NewInt(1))
	it, _ = Iterate(th, s)
	it.Next(th)
	s.Add(th, NewInt(2))
	_, err = it.Next(th)
	wantErr("grow set", err, "Set changed size during iteration")
}

// TestSmallDictTransitions exercises dicts around the size where they
// gain an index table: {1: 'a'}; d[1.0] = 'b'; d[True] = 'c' keeps one
// key; deletes and reinserts keep insertion order on both sides.
func TestSmallDictTransitions(t *testing.T) {
	th := NewThread(nil, Limits{}, nil)
	d := NewDict()
	d.Set(th, NewInt(1), NewStr("a"))
	d.Set(th, Float(1.0), NewStr("b"))
	d.Set(th, True, NewStr("c"))
	if got := mustRepr(t, th, d); got != "{1: 'c'}" {
		t.Errorf("got %s", got)
	}
	d = NewDict()
	for i := int64(0); i < 8; i++ {
		d.Set(th, NewInt(i), NewInt(i))
	}
	d.Delete(th, NewInt(2))
	d.Delete(th, NewInt(5))
	for i := int64(20); i < 25; i++ {
		d.Set(th, NewInt(i), NewInt(i))
	}
	d.Set(th, NewInt(2), NewStr("two"))
	d.Delete(th, NewInt(21))
	c, _ := d.Copy(th)
	// CPython prints the same for the same operations.
	want := "{0: 0, 1: 1, 3: 3, 4: 4, 6: 6, 7: 7, 20: 20, 22: 22, 23: 23, 24: 24, 2: 'two'}"
	if got := mustRepr(t, th, d); got != want {
		t.Errorf("got %s\nwant %s", got, want)
	}
	if got := mustRepr(t, th, c); got != want {
		t.Errorf("copy %s", got)
	}
	if v, ok, _ := c.Get(th, NewInt(23)); !ok || v != Int(23) {
		t.Errorf("lookup in copy: %v %v", v, ok)
	}
}
