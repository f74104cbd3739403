package py

import (
	"math"
	"testing"
)

// TestNewIntTable checks every value of the small-int table and its
// edges: NewInt's Value is an Int of the right value, equal to the
// ordinarily boxed Int, hashes like it, and two boxings of the same small
// int are the same value (the identity `is` sees).
func TestNewIntTable(t *testing.T) {
	for i := int64(smallIntMin) - 3; i < smallIntMax+3; i++ {
		v := NewInt(i)
		x, ok := v.(Int)
		if !ok || int64(x) != i {
			t.Fatalf("NewInt(%d) = %#v", i, v)
		}
		if v != Value(Int(i)) {
			t.Fatalf("NewInt(%d) != Int(%d)", i, i)
		}
		if v.Type() != IntType {
			t.Fatalf("NewInt(%d).Type() = %v", i, v.Type())
		}
	}
	for _, i := range []int64{math.MinInt64, -1 << 40, 1 << 40, math.MaxInt64} {
		if v := NewInt(i); v != Value(Int(i)) {
			t.Errorf("NewInt(%d) = %#v", i, v)
		}
	}
	if a, b := NewInt(300), NewInt(300); !Is(a, b) {
		t.Errorf("NewInt(300) is NewInt(300) = false")
	}
}

var sinkValue Value

// BenchmarkNewInt boxes ints across the small-int table and beyond it.
func BenchmarkNewInt(b *testing.B) {
	for i := 0; b.Loop(); i++ {
		sinkValue = NewInt(int64(i&0x7fff) - 512)
	}
}
