package random

import (
	"errors"
	"math"
	"math/big"
	"testing"
)

func TestFloatHashMatchesCPython(t *testing.T) {
	// Values printed by CPython 3.11: hash(x).
	cases := []struct {
		f float64
		h int64
	}{
		{3.5, 1152921504606846979},
		{-0.1, -230584300921369408},
		{1e300, 1224995262755759164},
		{math.SmallestNonzeroFloat64, 16777216},
		{-1.0, -2},
		{0.0, 0},
		{math.Inf(1), 314159},
		{123456789.125, 288230376275168533},
		{-2.5e-10, -699647011998930896},
	}
	for _, c := range cases {
		if got := FloatHash(c.f); got != c.h {
			t.Errorf("FloatHash(%v) = %d, want %d", c.f, got, c.h)
		}
	}
}

func TestStateRoundTrip(t *testing.T) {
	r := New()
	r.SeedInt64(99)
	r.Random()
	r.Gauss(0, 1) // leaves gauss_next cached
	st := r.GetState()
	a := []float64{r.Gauss(0, 1), r.Random(), r.Random()}
	if err := r.SetState(st); err != nil {
		t.Fatal(err)
	}
	b := []float64{r.Gauss(0, 1), r.Random(), r.Random()}
	for i := range a {
		if a[i] != b[i] {
			t.Fatalf("after SetState got %v, want %v", b, a)
		}
	}
	st.Index = 625
	if err := r.SetState(st); err == nil || err.Error() != "ValueError: invalid state" {
		t.Errorf("SetState(index 625) = %v", err)
	}
}

func TestRandRange64MatchesBig(t *testing.T) {
	// CPython: r = Random(7); [r.randrange(2**62, 2**63-1) for _ in range(3)],
	// then [r.randrange(-5, 10) for _ in range(3)].
	r := New()
	r.SeedInt64(7)
	want := []int64{8982943449802519608, 6432488007795608887, 4834367860633740368, -4, 8, 3}
	var got []int64
	for i := 0; i < 3; i++ {
		v, ok, err := r.RandRange64(1<<62, math.MaxInt64, 1)
		if !ok || err != nil {
			t.Fatal(ok, err)
		}
		got = append(got, v)
	}
	for i := 0; i < 3; i++ {
		v, ok, err := r.RandRange64(-5, 10, 1)
		if !ok || err != nil {
			t.Fatal(ok, err)
		}
		got = append(got, v)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("RandRange64 sequence %v, want %v", got, want)
		}
	}
	if _, ok, _ := r.RandRange64(math.MinInt64, math.MaxInt64, 1); ok {
		t.Error("overflowing width not reported")
	}
	if _, ok, _ := r.RandRange64(0, 10, 2); ok {
		t.Error("non-unit step claimed by the fast path")
	}
	if _, err := r.RandRange(big.NewInt(3), nil, big.NewInt(2)); err == nil || err.Error() != "TypeError: Missing a non-None stop argument" {
		t.Errorf("step without stop: %v", err)
	}
}

func TestSeedIntEqualsSeedInt64(t *testing.T) {
	for _, n := range []int64{0, 1, -1, 1 << 32, -(1 << 40) - 3, math.MaxInt64, math.MinInt64 + 1} {
		a, b := &Random{}, &Random{}
		a.SeedInt64(n)
		b.SeedInt(big.NewInt(n))
		if a.GetState() != b.GetState() {
			t.Errorf("seed %d: SeedInt and SeedInt64 disagree", n)
		}
	}
}

func BenchmarkRandom(b *testing.B) {
	r := New()
	for i := 0; i < b.N; i++ {
		r.Random()
	}
}

func BenchmarkRandBelow64(b *testing.B) {
	r := New()
	for i := 0; i < b.N; i++ {
		r.RandBelow64(1000)
	}
}

func TestSeedVersion1(t *testing.T) {
	// CPython: r.seed(a, version=1); r.random()
	cases := []struct {
		s    []rune
		want float64
	}{
		{[]rune(""), 0.8444218515250481},
		{[]rune("hello"), 0.8180391270568783},
		{[]rune("h\u00e9llo"), 0.9170489545688874},
		{[]rune("bytes\u00ff"), 0.8574748393843511}, // b'bytes\xff' as Latin-1
		{[]rune("aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"), 0.9866000809972321},
	}
	for _, c := range cases {
		r := &Random{}
		r.SeedVersion1(c.s)
		if got := r.Random(); got != c.want {
			t.Errorf("SeedVersion1(%q).Random() = %v, want %v", string(c.s), got, c.want)
		}
	}
}

func TestWrapperErrorTexts(t *testing.T) {
	// Texts printed by CPython 3.11 (type: str(exception)).
	cases := []struct {
		err  error
		want string
	}{
		{NonIntegerRandRangeArg("arg 1"), "ValueError: non-integer arg 1 for randrange()"},
		{NonIntegerRandRangeArg("stop"), "ValueError: non-integer stop for randrange()"},
		{NonIntegerRandRangeArg("step"), "ValueError: non-integer step for randrange()"},
		{ErrPopulationNotSequence, "TypeError: Population must be a sequence.  For dicts or sets, use sorted(d)."},
		{ErrBothWeights, "TypeError: Cannot specify both weights and cumulative weights"},
		{ChoicesPositionalK("3"), "TypeError: The number of choices must be a keyword argument: k=3"},
		{ErrCountsMismatch, "ValueError: The number of counts does not match the population"},
		{ErrCountsNotIntegers, "TypeError: Counts must be integers"},
		{ErrBadSeedType, "TypeError: The only supported seed types are: None,\nint, float, str, bytes, and bytearray."},
		{SetStateVersion("9"), "ValueError: state with version 9 passed to Random.setstate() of version 3"},
		{ErrStateWrongSize, "ValueError: state vector is the wrong size"},
	}
	for _, c := range cases {
		if c.err.Error() != c.want {
			t.Errorf("got %q, want %q", c.err.Error(), c.want)
		}
	}
}

func TestHugeRequestsAreMemoryErrors(t *testing.T) {
	r := New()
	isMemoryError := func(err error) bool {
		var e *Error
		return errors.As(err, &e) && e.Type == "MemoryError"
	}
	if _, err := r.GetRandBits(1 << 40); !isMemoryError(err) {
		t.Errorf("GetRandBits(2**40): %v", err)
	}
	if _, err := r.RandBytes(1 << 40); !isMemoryError(err) {
		t.Errorf("RandBytes(2**40): %v", err)
	}
	if _, err := r.Sample(1<<40, 1<<39); !isMemoryError(err) {
		t.Errorf("Sample: %v", err)
	}
	if _, err := r.Choices(10, 1<<40); !isMemoryError(err) {
		t.Errorf("Choices: %v", err)
	}
	if _, err := r.ChoicesCumulative(2, []float64{1, 2}, 1<<40); !isMemoryError(err) {
		t.Errorf("ChoicesCumulative: %v", err)
	}
}
