package random

import (
	"bytes"
	"errors"
	"fmt"
	"math"
	"math/big"
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

// TestRandrangeIntsMatchesGeneralPath checks that randrange and randint
// with small int arguments (the path without big.Int) draw the same
// numbers and raise the same errors as the general path (doRandrange with
// bound arguments) from the same seed, including arguments the fast path
// declines (bool, a step other than 1, empty ranges, huge ints).
func TestRandrangeIntsMatchesGeneralPath(t *testing.T) {
	th := py.NewThread(nil, py.Limits{}, nil)
	defer th.Close()
	m, err := Load(th)
	if err != nil {
		t.Fatal(err)
	}
	cls := m.(*py.Module).Dict.GetStr("Random")
	huge, _ := new(big.Int).SetString("123456789012345678901234567890", 10)
	i := py.NewInt
	cases := [][]py.Value{
		{i(500)}, {i(1)}, {i(3)}, {i(1 << 40)}, {i(math.MaxInt64)},
		{i(0)}, {i(-5)}, {py.True},
		{i(-10), i(10)}, {i(7), i(8)}, {i(5), i(5)}, {i(5), i(2)},
		{i(math.MinInt64), i(math.MaxInt64)}, {i(-1), i(math.MaxInt64)},
		{i(0), i(100), i(1)}, {i(0), i(100), i(3)}, {i(100), i(0), i(-7)},
		{i(0), i(100), py.True}, {i(0), py.NewBigInt(huge)}, {py.Float(2.0)},
	}
	draw := func(fast bool, name string, args []py.Value) string {
		g, err := py.Call(th, cls, []py.Value{i(12345)}, nil)
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for k := 0; k < 20; k++ {
			var v py.Value
			switch {
			case name == "randint" && fast:
				v, err = randint(th, g, args, nil)
			case name == "randint":
				stop, _ := py.Binary(th, py.Add, args[1], i(1))
				v, err = doRandrange(th, g, args[0], stop, nil)
			case fast:
				v, err = randrange(th, g, args, nil)
			default:
				var stop, step py.Value
				if len(args) > 1 {
					stop = args[1]
				}
				if len(args) > 2 {
					step = args[2]
				}
				v, err = doRandrange(th, g, args[0], stop, step)
			}
			if err != nil {
				out = append(out, "error: "+err.Error())
				break
			}
			r, err := py.Repr(th, v)
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, r)
		}
		return fmt.Sprint(out)
	}
	for _, args := range cases {
		if got, want := draw(true, "randrange", args), draw(false, "randrange", args); got != want {
			t.Errorf("randrange%v: got %s, want %s", args, got, want)
		}
		if len(args) == 2 {
			if got, want := draw(true, "randint", args), draw(false, "randint", args); got != want {
				t.Errorf("randint%v: got %s, want %s", args, got, want)
			}
		}
	}
}
