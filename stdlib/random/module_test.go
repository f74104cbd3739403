package random

import (
	"bytes"
	"errors"
	"math"
	"testing"

	"github.com/kraitpy/krait/py"
)

// TestEntropyHook checks that the unseeded module generator draws its
// seed from the Thread's Entropy reader: the same bytes give the same
// numbers, different bytes different ones.
func TestEntropyHook(t *testing.T) {
	first := func(fill byte) float64 {
		th := py.NewThread(nil, py.Limits{}, nil)
		defer th.Close()
		th.Entropy = bytes.NewReader(bytes.Repeat([]byte{fill}, 624*4))
		m, err := Load(th)
		if err != nil {
			t.Fatal(err)
		}
		fn := m.(*py.Module).Dict.GetStr("random")
		v, err := py.Call(th, fn, nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		return float64(v.(py.Float))
	}
	a, b, c := first(7), first(7), first(8)
	if a != b {
		t.Errorf("same entropy gave %v and %v", a, b)
	}
	if a == c {
		t.Errorf("different entropy gave the same first number %v", a)
	}
}

// TestNonTerminatingDistributionEndsRun checks that parameters on which
// CPython's rejection loops never end (NaN, infinity) end the run with a
// limit error instead of hanging.
func TestNonTerminatingDistributionEndsRun(t *testing.T) {
	th := py.NewThread(nil, py.Limits{MaxOps: 1_000_000}, nil)
	defer th.Close()
	m, err := Load(th)
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"gammavariate", "betavariate", "vonmisesvariate"} {
		fn := m.(*py.Module).Dict.GetStr(name)
		_, err := py.Call(th, fn, []py.Value{py.Float(math.Inf(1)), py.Float(math.NaN())}, nil)
		var le *py.LimitError
		if name == "vonmisesvariate" {
			_, err = py.Call(th, fn, []py.Value{py.Float(0), py.Float(math.NaN())}, nil)
		}
		if !errors.As(err, &le) {
			t.Errorf("%s(inf/nan) = %v, want a LimitError", name, err)
		}
	}
}

// TestHugeChoicesIsMemoryLimit checks that choices with a k far beyond the
// memory budget is refused before allocating with the run's memory
// LimitError (which Python code cannot catch), not a MemoryError.
func TestHugeChoicesIsMemoryLimit(t *testing.T) {
	for _, k := range []int64{1 << 22, 10_000_000_000} {
		th := py.NewThread(nil, py.Limits{MaxMemory: 16 << 20}, nil)
		m, err := Load(th)
		if err != nil {
			t.Fatal(err)
		}
		fn := m.(*py.Module).Dict.GetStr("choices")
		pop := py.NewList([]py.Value{py.NewInt(1)})
		_, err = py.Call(th, fn, []py.Value{pop}, []py.Kwarg{{Name: "k", Value: py.NewInt(k)}})
		var le *py.LimitError
		if !errors.As(err, &le) || le.Kind != py.LimitMemory {
			t.Errorf("choices(k=%d) = %T %v, want a memory LimitError", k, err, err)
		}
		th.Close()
	}
}
