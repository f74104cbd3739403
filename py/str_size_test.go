package py

import (
	"math"
	"strconv"
	"strings"
	"testing"
	"unsafe"
)

// TestStrSize guards the str header size: it is most of a short string's
// memory, and programs hold hundreds of thousands of them.
func TestStrSize(t *testing.T) {
	if n := unsafe.Sizeof(Str{}); n > 48 {
		t.Errorf("sizeof(Str) = %d, want <= 48 (move rarely used fields to strExt)", n)
	}
}

// TestStrConcatIndexing: a concatenation result that carries a builder
// also gets the index offsets of a long non-ASCII string, and appending
// to it keeps both correct.
func TestStrConcatIndexing(t *testing.T) {
	th := NewThread(nil, Limits{MaxOps: -1, MaxMemory: -1}, nil)
	var s Value = NewStr("")
	for i := 0; i < 300; i++ {
		v, err := strConcat(th, s.(*Str), NewStr("aé"))
		if err != nil {
			t.Fatal(err)
		}
		s = v
		if i == 150 {
			if got := s.(*Str).Index(299).String(); got != "é" {
				t.Fatalf("Index(299) = %q", got)
			}
		}
	}
	str := s.(*Str)
	if str.ext == nil || str.ext.sb == nil {
		t.Fatal("long concatenation result has no builder")
	}
	if got := str.Index(599).String(); got != "é" {
		t.Errorf("Index(599) = %q", got)
	}
	if got := str.Index(598).String(); got != "a" {
		t.Errorf("Index(598) = %q", got)
	}
	if got := str.Slice(596, 600, 1).String(); got != "aéaé" {
		t.Errorf("Slice = %q", got)
	}
}

// TestStrBufSizes: strings whose text lives in the str's own allocation
// (every size class up to 208 bytes, and past it) read back what was
// written, through each operation that builds them that way.
func TestStrBufSizes(t *testing.T) {
	th := NewThread(nil, Limits{MaxOps: -1, MaxMemory: -1}, nil)
	for n := 2; n <= 300; n++ {
		a := strings.Repeat("ab", n)[:n]
		want := strings.ToUpper(a)
		upper, err := CallMethod(th, NewStr(a), "upper", nil, nil)
		if err != nil || upper.(*Str).String() != want || !upper.(*Str).IsASCII() || upper.(*Str).Len() != n {
			t.Fatalf("upper(%q) = %v, %v", a, upper, err)
		}
		cat, err := strConcat(th, NewStr(a[:n/2]), NewStr(a[n/2:]))
		if err != nil || cat.(*Str).String() != a || cat.(*Str).Hash() != NewStr(a).Hash() {
			t.Fatalf("concat %d = %v, %v", n, cat, err)
		}
		rep, err := CallMethod(th, NewStr(a), "replace", []Value{NewStr("b"), NewStr("xyz")}, nil)
		if err != nil || rep.(*Str).String() != strings.ReplaceAll(a, "b", "xyz") {
			t.Fatalf("replace %d = %v, %v", n, rep, err)
		}
		parts := NewList([]Value{NewStr(a), NewStr("é"), NewStr(a)})
		j, err := CallMethod(th, NewStr(", "), "join", []Value{parts}, nil)
		if err != nil || j.(*Str).String() != a+", é, "+a || j.(*Str).Len() != 2*n+5 {
			t.Fatalf("join %d = %v, %v", n, j, err)
		}
	}
	for _, n := range []int64{0, 7, -7, 10, -10, 123456789, math.MinInt64, math.MaxInt64} {
		s, err := intStr(th, n)
		if err != nil || s.String() != strconv.FormatInt(n, 10) {
			t.Fatalf("intStr(%d) = %v, %v", n, s, err)
		}
	}
}
