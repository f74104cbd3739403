package interp_test

import (
	"sync"
	"testing"

	"github.com/kraitpy/krait/py"
)

// TestTwoInterpretersConcurrently runs interpreters in parallel goroutines
// (generators, classes, f-strings, exceptions): they share no mutable
// state, which `go test -race` checks.
func TestTwoInterpretersConcurrently(t *testing.T) {
	src := "def g(n):\n    for i in range(n):\n        yield i\nclass A:\n    def m(self, x):\n        return f'{x!r}'\nprint(sum(g(100)), A().m('s'), [x * 2 for x in range(5)])\ntry:\n    1/0\nexcept ZeroDivisionError as e:\n    print(e)\n"
	var wg sync.WaitGroup
	for i := 0; i < 4; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := 0; j < 20; j++ {
				r := run(t, src, py.Limits{})
				if r.err != nil || r.out != "4950 's' [0, 2, 4, 6, 8]\ndivision by zero\n" {
					t.Errorf("got %q %v", r.out, r.err)
					return
				}
			}
		}()
	}
	wg.Wait()
}
