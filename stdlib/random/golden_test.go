package random

import (
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"math/big"
	"os"
	"strconv"
	"testing"
)

// golden is testdata/golden.json, written by testdata/gen_golden.py from
// CPython 3.11.
type golden struct {
	Python string `json:"python"`
	Seeds  []struct {
		Kind  string `json:"kind"`
		Value string `json:"value"`
		Hex   string `json:"hex"`
	} `json:"seeds"`
	Cases []struct {
		Seed int               `json:"seed"`
		Func string            `json:"func"`
		Args []json.RawMessage `json:"args"`
		Out  []json.RawMessage `json:"out"`
	} `json:"cases"`
	Errors []struct {
		Func string            `json:"func"`
		Args []json.RawMessage `json:"args"`
		Type string            `json:"type"`
		Msg  string            `json:"msg"`
	} `json:"errors"`
}

func loadGolden(t *testing.T) *golden {
	t.Helper()
	b, err := os.ReadFile("testdata/golden.json")
	if err != nil {
		t.Fatal(err)
	}
	var g golden
	if err := json.Unmarshal(b, &g); err != nil {
		t.Fatal(err)
	}
	return &g
}

// argList decodes the generator's string-encoded arguments.
type argList []json.RawMessage

func (a argList) str(i int) string {
	var s string
	if err := json.Unmarshal(a[i], &s); err != nil {
		panic(err)
	}
	return s
}

func (a argList) strs(i int) []string {
	var s []string
	if err := json.Unmarshal(a[i], &s); err != nil {
		panic(err)
	}
	return s
}

func (a argList) big(i int) *big.Int {
	v, ok := new(big.Int).SetString(a.str(i), 10)
	if !ok {
		panic(a.str(i))
	}
	return v
}

func (a argList) int(i int) int { return int(a.big(i).Int64()) }

func (a argList) float(i int) float64 {
	f, err := strconv.ParseFloat(a.str(i), 64)
	if err != nil {
		panic(err)
	}
	return f
}

func (a argList) floats(i int) []float64 {
	var out []float64
	for _, s := range a.strs(i) {
		f, err := strconv.ParseFloat(s, 64)
		if err != nil {
			panic(err)
		}
		out = append(out, f)
	}
	return out
}

// fmtFloat renders a float the way the generator did (repr), compared by
// parsing both back: exact bit equality.
func fmtFloat(f float64) string { return strconv.FormatFloat(f, 'g', -1, 64) }

func ints(xs []int) []string {
	out := make([]string, len(xs))
	for i, x := range xs {
		out[i] = strconv.Itoa(x)
	}
	return out
}

// call runs one golden function on r and returns its result encoded like
// the generator's output (a string or a list of strings).
func call(r *Random, fn string, a argList) (any, error) {
	f1 := func(v float64, err error) (any, error) { return fmtFloat(v), err }
	switch fn {
	case "random":
		return fmtFloat(r.Random()), nil
	case "uniform":
		return fmtFloat(r.Uniform(a.float(0), a.float(1))), nil
	case "triangular":
		if len(a) == 0 {
			return fmtFloat(r.Triangular(0, 1, 0, false)), nil
		}
		return fmtFloat(r.Triangular(a.float(0), a.float(1), a.float(2), true)), nil
	case "gauss":
		if len(a) == 0 {
			return fmtFloat(r.Gauss(0, 1)), nil
		}
		return fmtFloat(r.Gauss(a.float(0), a.float(1))), nil
	case "normalvariate":
		if len(a) == 0 {
			return fmtFloat(r.NormalVariate(0, 1)), nil
		}
		return fmtFloat(r.NormalVariate(a.float(0), a.float(1))), nil
	case "lognormvariate":
		return f1(r.LogNormVariate(a.float(0), a.float(1)))
	case "expovariate":
		return f1(r.ExpoVariate(a.float(0)))
	case "vonmisesvariate":
		return f1(r.VonMisesVariate(a.float(0), a.float(1)))
	case "gammavariate":
		return f1(r.GammaVariate(a.float(0), a.float(1)))
	case "betavariate":
		return f1(r.BetaVariate(a.float(0), a.float(1)))
	case "paretovariate":
		return f1(r.ParetoVariate(a.float(0)))
	case "weibullvariate":
		return f1(r.WeibullVariate(a.float(0), a.float(1)))
	case "randbytes":
		b, err := r.RandBytes(a.int(0))
		return hex.EncodeToString(b), err
	case "randint":
		v, err := r.RandInt(a.big(0), a.big(1))
		if err != nil {
			return nil, err
		}
		return v.String(), nil
	case "randrange":
		var v *big.Int
		var err error
		switch len(a) {
		case 1:
			v, err = r.RandRange(a.big(0), nil, nil)
		case 2:
			v, err = r.RandRange(a.big(0), a.big(1), nil)
		default:
			v, err = r.RandRange(a.big(0), a.big(1), a.big(2))
		}
		if err != nil {
			return nil, err
		}
		return v.String(), nil
	case "choice":
		i, err := r.Choice(a.int(0))
		return strconv.Itoa(i), err
	case "getrandbits":
		v, err := r.GetRandBits(a.int(0))
		if err != nil {
			return nil, err
		}
		return v.String(), nil
	case "shuffle":
		x := make([]int, a.int(0))
		for i := range x {
			x[i] = i
		}
		r.Shuffle(len(x), func(i, j int) { x[i], x[j] = x[j], x[i] })
		return ints(x), nil
	case "sample":
		s, err := r.Sample(a.int(0), a.int(1))
		return ints(s), err
	case "sample_counts":
		var counts []int64
		for _, c := range a.strs(0) {
			v, _ := strconv.ParseInt(c, 10, 64)
			counts = append(counts, v)
		}
		s, err := r.SampleCounts(counts, a.int(1))
		return ints(s), err
	case "choices":
		s, err := r.Choices(a.int(0), a.int(1))
		return ints(s), err
	case "choices_weights":
		w := a.floats(0)
		s, err := r.ChoicesWeights(len(w), w, a.int(1))
		return ints(s), err
	case "choices_cum":
		w := a.floats(0)
		s, err := r.ChoicesCumulative(len(w), w, a.int(1))
		return ints(s), err
	case "gauss_then_seed":
		x := r.Gauss(0, 1)
		r.SeedInt64(5)
		return []string{fmtFloat(x), fmtFloat(r.Gauss(0, 1))}, nil
	case "state":
		s := r.GetState()
		out := []string{"3", strconv.Itoa(s.Index)}
		for _, w := range s.Key[:4] {
			out = append(out, strconv.FormatUint(uint64(w), 10))
		}
		for _, w := range s.Key[620:] {
			out = append(out, strconv.FormatUint(uint64(w), 10))
		}
		return out, nil
	}
	panic("unknown golden function " + fn)
}

// sameOutput compares one generator output with ours: strings that parse
// as floats are compared by bits, everything else textually.
func sameOutput(want json.RawMessage, got any) bool {
	var ws string
	if json.Unmarshal(want, &ws) == nil {
		gs, ok := got.(string)
		return ok && sameScalar(ws, gs)
	}
	var wl []string
	if err := json.Unmarshal(want, &wl); err != nil {
		return false
	}
	gl, ok := got.([]string)
	if !ok || len(gl) != len(wl) {
		return false
	}
	for i := range wl {
		if !sameScalar(wl[i], gl[i]) {
			return false
		}
	}
	return true
}

// closeOutput is sameOutput with floats allowed maxULP apart.
func closeOutput(want json.RawMessage, got any, ulps int64) bool {
	var ws string
	if json.Unmarshal(want, &ws) != nil {
		var wl []string
		if err := json.Unmarshal(want, &wl); err != nil {
			return false
		}
		gl, ok := got.([]string)
		if !ok || len(gl) != len(wl) {
			return false
		}
		for i := range wl {
			if !closeScalar(wl[i], gl[i], ulps) {
				return false
			}
		}
		return true
	}
	gs, ok := got.(string)
	return ok && closeScalar(ws, gs, ulps)
}

func closeScalar(w, g string, ulps int64) bool {
	wf, err1 := strconv.ParseFloat(w, 64)
	gf, err2 := strconv.ParseFloat(g, 64)
	if err1 != nil || err2 != nil || math.Signbit(wf) != math.Signbit(gf) {
		return false
	}
	d := int64(math.Float64bits(wf)) - int64(math.Float64bits(gf))
	return d >= -ulps && d <= ulps
}

func sameScalar(w, g string) bool {
	if w == g {
		return true
	}
	wf, err1 := strconv.ParseFloat(w, 64)
	gf, err2 := strconv.ParseFloat(g, 64)
	return err1 == nil && err2 == nil && math.Float64bits(wf) == math.Float64bits(gf)
}

func seeded(t *testing.T, g *golden, i int) *Random {
	s := g.Seeds[i]
	r := &Random{}
	switch s.Kind {
	case "int":
		n, ok := new(big.Int).SetString(s.Value, 10)
		if !ok {
			t.Fatalf("bad seed %q", s.Value)
		}
		r.SeedInt(n)
	case "str":
		r.SeedString(s.Value)
	case "bytes":
		b, err := hex.DecodeString(s.Hex)
		if err != nil {
			t.Fatal(err)
		}
		r.SeedBytes(b)
	case "float":
		f, _ := strconv.ParseFloat(s.Value, 64)
		r.SeedFloat(f)
	default:
		t.Fatalf("unknown seed kind %q", s.Kind)
	}
	return r
}

// libmFuncs are the functions whose results go through log, exp, sin, cos,
// acos or pow. CPython takes those from glibc; krait computes them
// correctly rounded (crmath.go), which is what glibc returns except in
// rare near-halfway cases: 3 outputs of this table (weibullvariate's pow
// twice, lognormvariate's exp once; each checked with Python's decimal
// module to be glibc's rounding miss, krait's value being the exactly
// rounded one). For these functions the test therefore accepts a one-ulp
// difference and logs it; every other function must be exact.
var libmFuncs = map[string]bool{
	"gauss": true, "lognormvariate": true, "expovariate": true,
	"vonmisesvariate": true, "gammavariate": true, "betavariate": true,
	"paretovariate": true, "weibullvariate": true, "gauss_then_seed": true,
}

const maxULP = 1

// maxNotIdentical bounds how many libm-dependent outputs may differ in the
// last bit, so that a regression towards Go's math package is noticed.
const maxNotIdentical = 3

func TestGoldenVectors(t *testing.T) {
	g := loadGolden(t)
	pass, fail, approx := 0, 0, 0
	for _, c := range g.Cases {
		r := seeded(t, g, c.Seed)
		for n, want := range c.Out {
			got, err := call(r, c.Func, argList(c.Args))
			if err == nil && !sameOutput(want, got) && libmFuncs[c.Func] && closeOutput(want, got, maxULP) {
				approx++
				t.Logf("not bit-identical: seed %d %s%s call %d: got %v want %s", c.Seed, c.Func, argsText(c.Args), n, got, want)
				continue
			}
			if err != nil || !sameOutput(want, got) {
				fail++
				if fail <= 20 {
					t.Errorf("seed %d (%s %s%s) %s%s call %d: got %v (err %v), want %s",
						c.Seed, g.Seeds[c.Seed].Kind, g.Seeds[c.Seed].Value, g.Seeds[c.Seed].Hex,
						c.Func, argsText(c.Args), n, got, err, want)
				}
				break
			}
			pass++
		}
	}
	t.Logf("%d outputs bit-identical to CPython %s, %d within %d ulp (libm), %d cases differ", pass, g.Python, approx, maxULP, fail)
	if approx > maxNotIdentical {
		t.Errorf("%d libm-dependent outputs are not bit-identical (at most %d expected)", approx, maxNotIdentical)
	}
}

func argsText(args []json.RawMessage) string {
	s := "("
	for i, a := range args {
		if i > 0 {
			s += ", "
		}
		s += string(a)
	}
	return s + ")"
}

func TestGoldenErrors(t *testing.T) {
	g := loadGolden(t)
	for _, c := range g.Errors {
		r := New()
		r.SeedInt64(1)
		_, err := call(r, c.Func, argList(c.Args))
		var pe *Error
		if !errors.As(err, &pe) || pe.Type != c.Type || pe.Msg != c.Msg {
			t.Errorf("%s%s: got %v, want %s: %s", c.Func, argsText(c.Args), err, c.Type, c.Msg)
		}
		if err != nil && !errors.Is(err, ErrPython) {
			t.Errorf("%s: errors.Is(err, ErrPython) is false", c.Func)
		}
	}
}

func ExampleRandom_Random() {
	r := New()
	r.SeedInt64(42)
	fmt.Println(r.Random())
	// Output: 0.6394267984578837
}
