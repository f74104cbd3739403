package a

import (
	"math/big"
	"strings"

	"github.com/kraitpy/krait/py"
)

var table = []string{"a", "b"}

func unchecked(t *py.Thread, n int, s string, xs []int64) {
	_ = make([]byte, n)          // want `make sized by run-time data`
	_ = strings.Repeat(s, n)     // want `strings.Repeat sized`
	_ = strings.Repeat(s, 3)     // constant count: fine
	_ = make([]byte, 64)         // constant: fine
	_ = make([]int64, len(xs))   // a copy of what exists: fine
	_ = make([]int64, 2*len(xs)) // want `make sized`
	_ = make([]string, len(s))   // want `make sized`
	var out []string
	for i := 0; i < n; i++ {
		out = append(out, s) // want `append in a loop`
	}
	for _, x := range xs {
		_ = append(xs, x) // one element per element: fine
	}
	for _, x := range table {
		out = append(out, x) // a package table: fine
	}
	var b strings.Builder
	b.Grow(n)                                    // want `Grow sized`
	_ = new(big.Int).Lsh(big.NewInt(1), uint(n)) // want `big.Int.Lsh`
	_ = big.NewInt(int64(n)).String()            // want `big.Int to text`
	_ = strings.Join(out, s)                     // want `strings.Join`
	_ = strings.Join(out, ",")                   // constant separator: fine
	_ = out
}

func checked(t *py.Thread, n int, s string) error { // want checked:"memcheck"
	if err := t.CheckAlloc(int64(n)); err != nil {
		return err
	}
	_ = make([]byte, n)
	_ = strings.Repeat(s, n)
	return nil
}

func constantCheckDoesNotCount(t *py.Thread, n int) {
	if err := t.Alloc(64); err != nil {
		return
	}
	_ = make([]byte, n) // want `make sized`
}

func conditional(t *py.Thread, n int) {
	if n > 10 {
		if err := t.Alloc(int64(n)); err != nil {
			return
		}
	}
	_ = make([]byte, n) // want `make sized`
	if n > 10 {
		if err := t.Alloc(int64(n)); err != nil {
			return
		}
		_ = make([]byte, n) // checked in the same branch: fine
	}
}

func viaHelper(t *py.Thread, n int) error { // want viaHelper:"memcheck"
	if err := py.NewList(t, n); err != nil {
		return err
	}
	_ = make([]byte, n) // a check function from another package: fine
	return nil
}

// bounded refuses sizes above a constant. krait:memcheck
func bounded(n int) error { return nil } // want bounded:"memcheck"

func viaMarker(n int) { // want viaMarker:"memcheck"
	if bounded(n) != nil {
		return
	}
	_ = make([]byte, n)
}

func loopCheck(t *py.Thread, n int, s string) {
	var out []string
	for i := 0; i < n; i++ {
		if err := t.Alloc(16); err != nil {
			return
		}
		out = append(out, s) // want `append in a loop`
	}
	for i := 0; i < n; i++ {
		if err := t.Alloc(int64(len(s))); err != nil {
			return
		}
		out = append(out, s) // checked per element: fine
	}
	_ = out
}

func annotated(n int) {
	_ = make([]byte, n) //krait:alloc-ok n is at most 8 here (test)
	//krait:alloc-ok the line below is allowed (test)
	_ = make([]byte, n)
	_ = make([]byte, n) /*krait:alloc-ok*/ // want `annotation without a reason` `make sized`
}
