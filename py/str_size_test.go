package py

import (
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
