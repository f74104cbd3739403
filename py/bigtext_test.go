package py

import (
	"math/big"
	"math/rand"
	"strings"
	"testing"
)

// TestBigFromText compares the divide and conquer reading with
// math/big's scan on lengths around the leaf size and its multiples,
// leading zeros and all-zero strings included.
func TestBigFromText(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	lengths := []int{1, 2, 19, bigTextLeaf - 1, bigTextLeaf, bigTextLeaf + 1, 2*bigTextLeaf + 7, 5*bigTextLeaf - 3, 9*bigTextLeaf + 11, 40000}
	for _, n := range lengths {
		for _, kind := range []string{"random", "zeros", "leading"} {
			b := make([]byte, n)
			for i := range b {
				b[i] = byte('0' + r.Intn(10))
			}
			switch kind {
			case "zeros":
				b = []byte(strings.Repeat("0", n))
			case "leading":
				for i := 0; i < n/2; i++ {
					b[i] = '0'
				}
			}
			s := string(b)
			want, _ := new(big.Int).SetString(s, 10)
			got, ok := BigFromText(s)
			if !ok || got.Cmp(want) != 0 {
				t.Fatalf("BigFromText of %d digits (%s): ok=%v, differs from SetString", n, kind, ok)
			}
		}
	}
	for _, bad := range []string{"", "12a", "-1", "1_0", " 1", "1.5"} {
		if _, ok := BigFromText(bad); ok {
			t.Errorf("BigFromText(%q) accepted", bad)
		}
	}
}

// BenchmarkBigFromText reads 10**6 digits (math/big's scan takes
// seconds).
func BenchmarkBigFromText(b *testing.B) {
	s := strings.Repeat("123456789", 1000000/9)
	for i := 0; i < b.N; i++ {
		BigFromText(s)
	}
}
