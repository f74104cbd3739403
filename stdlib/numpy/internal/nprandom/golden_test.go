package nprandom

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"math"
	"math/big"
	"os"
	"strconv"
	"testing"
)

// golden is testdata/golden.json, written by testdata/gen_golden.py from
// numpy 1.24 (see that script for what the cases are).
type golden struct {
	Numpy string                `json:"numpy"`
	Calls map[string][]callSpec `json:"calls"`
	Cases []struct {
		API     string          `json:"api"`
		Seed    json.RawMessage `json:"seed"`
		Single  []record        `json:"single"`
		Program []record        `json:"program"`
	} `json:"cases"`
	Long []struct {
		API  string `json:"api"`
		Seed string `json:"seed"`
		callSpec
		Out record `json:"out"`
	} `json:"long"`
	SeedSeq []struct {
		Entropy  json.RawMessage `json:"entropy"`
		SpawnKey []string        `json:"spawn_key"`
		PoolSize int             `json:"pool_size"`
		Pool     []uint32        `json:"pool"`
		State32  []uint32        `json:"state32"`
		State64  []string        `json:"state64"`
		Children [][]uint32      `json:"children"`
	} `json:"seedseq"`
	BitGen []struct {
		Seed           string `json:"seed"`
		PCGState       string `json:"pcg_state"`
		PCGInc         string `json:"pcg_inc"`
		PCGAfter32     string `json:"pcg_after32"`
		PCGUinteger    uint32 `json:"pcg_uinteger"`
		PCGHas32       int    `json:"pcg_has32"`
		MTSeqRaw       record `json:"mt_seq_raw"`
		MTSeqNormal    record `json:"mt_seq_normal"`
		LegacyKey      record `json:"legacy_key"`
		LegacyPos      int    `json:"legacy_pos"`
		LegacyHasGauss int    `json:"legacy_has_gauss"`
		LegacyGauss    string `json:"legacy_gauss"`
	} `json:"bitgen"`
	Errors []struct {
		API  string                     `json:"api"`
		Kind string                     `json:"kind"`
		Args map[string]json.RawMessage `json:"args"`
		Type string                     `json:"type"`
		Msg  string                     `json:"msg"`
	} `json:"errors"`
}

type callSpec struct {
	Method string                     `json:"method"`
	Args   map[string]json.RawMessage `json:"args"`
}

type record struct {
	N      int      `json:"n"`
	Head   []string `json:"head"`
	SHA256 string   `json:"sha256"`
}

func loadGolden(t testing.TB, path string) *golden {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var g golden
	if err := json.Unmarshal(b, &g); err != nil {
		t.Fatal(err)
	}
	return &g
}

// recorder hashes a call's output as gen_golden.py does.
type recorder struct {
	n    int
	head []string
	buf  []byte
}

func (r *recorder) word(w uint64, text func() string) {
	r.buf = binary.LittleEndian.AppendUint64(r.buf, w)
	if len(r.head) < 3 {
		r.head = append(r.head, text())
	}
	r.n++
}

func (r *recorder) f(x float64) {
	r.word(math.Float64bits(x), func() string { return strconv.FormatFloat(x, 'g', -1, 64) })
}
func (r *recorder) i(x int64) { r.word(uint64(x), func() string { return strconv.FormatInt(x, 10) }) }
func (r *recorder) u(x uint64) {
	r.word(x, func() string { return strconv.FormatUint(x, 10) })
}

func (r *recorder) result() record {
	sum := sha256.Sum256(r.buf)
	return record{N: r.n, Head: r.head, SHA256: hex.EncodeToString(sum[:])[:24]}
}

// sameHead compares heads value by value (Python's float repr and Go's
// shortest formatting differ in spelling, not in value).
func sameRecord(got, want record) bool {
	if got.N != want.N || got.SHA256 != want.SHA256 || len(got.Head) != len(want.Head) {
		return false
	}
	for i := range got.Head {
		if got.Head[i] == want.Head[i] {
			continue
		}
		a, err1 := strconv.ParseFloat(got.Head[i], 64)
		b, err2 := strconv.ParseFloat(want.Head[i], 64)
		if err1 != nil || err2 != nil || math.Float64bits(a) != math.Float64bits(b) {
			return false
		}
	}
	return true
}

// args decodes a call's arguments.
type args map[string]json.RawMessage

func (a args) has(k string) bool { _, ok := a[k]; return ok }

func (a args) float(k string) float64 {
	var f float64
	if err := json.Unmarshal(a[k], &f); err != nil {
		panic(fmt.Sprintf("%s: %v", k, err))
	}
	return f
}

func (a args) big(k string) *big.Int {
	n, ok := new(big.Int).SetString(string(a[k]), 10)
	if !ok {
		panic(k)
	}
	return n
}

func (a args) int(k string) int { return int(a.big(k).Int64()) }

func (a args) bool(k string) bool {
	var b bool
	if err := json.Unmarshal(a[k], &b); err != nil {
		panic(err)
	}
	return b
}

func (a args) floats(k string) []float64 {
	var f []float64
	if err := json.Unmarshal(a[k], &f); err != nil {
		panic(err)
	}
	return f
}

// intRange decodes the arguments of randint and integers.
func (a args) intRange() (low, high *big.Int, typ IntType, closed bool) {
	low, high = big.NewInt(0), a.big("low")
	if a.has("high") {
		low, high = high, a.big("high")
	}
	typ = Int64
	if a.has("dtype") {
		var name string
		_ = json.Unmarshal(a["dtype"], &name)
		typ = intTypes[name]
	}
	return low, high, typ, a.has("endpoint") && a.bool("endpoint")
}

// size is the number of draws: size, or 1 for a scalar call.
func (a args) size() int {
	if a.has("size") {
		return a.int("size")
	}
	return 1
}

// stream is one seeded generator of either API.
type stream struct {
	legacy bool
	rs     *RandomState
	g      *Generator
	src    Source
}

func newStream(t testing.TB, api string, seed json.RawMessage) *stream {
	var words []uint32
	var list []string
	var one string
	isList := json.Unmarshal(seed, &list) == nil
	if !isList {
		if err := json.Unmarshal(seed, &one); err != nil {
			t.Fatal(err)
		}
		list = []string{one}
	}
	for _, s := range list {
		n, ok := new(big.Int).SetString(s, 10)
		if !ok {
			t.Fatal(s)
		}
		w, err := IntWords(n)
		if err != nil {
			t.Fatal(err)
		}
		if api == "legacy" {
			w = []uint32{uint32(n.Uint64())}
		}
		words = append(words, w...)
	}
	if api == "legacy" {
		m := &MT19937{}
		if isList {
			m.SeedLegacyArray(words)
		} else {
			m.SeedLegacy(words[0])
		}
		return &stream{legacy: true, rs: NewRandomState(m), src: m}
	}
	p := NewPCG64(NewSeedSequence(words, nil, DefaultPoolSize))
	return &stream{g: NewGenerator(p), src: p}
}

var intTypes = map[string]IntType{
	"int64": Int64, "int32": Int32, "int16": Int16, "int8": Int8,
	"uint64": Uint64, "uint32": Uint32, "uint16": Uint16, "uint8": Uint8, "bool": Bool,
}

// call makes one call of the golden's vocabulary and records its output.
func (s *stream) call(t testing.TB, method string, a args, rec *recorder) {
	if a.has("repeat") {
		b := args{}
		for k, v := range a {
			if k != "repeat" {
				b[k] = v
			}
		}
		for i := 0; i < a.int("repeat"); i++ {
			s.call(t, method, b, rec)
		}
		return
	}
	n := a.size()
	floats := func(f func() float64) {
		for i := 0; i < n; i++ {
			rec.f(f())
		}
	}
	// bulk draws with the fill function when the call has a size, as the
	// module does for arrays.
	bulk := func(one func() float64, fill func([]float64)) {
		if !a.has("size") {
			floats(one)
			return
		}
		out := make([]float64, n)
		fill(out)
		for _, v := range out {
			rec.f(v)
		}
	}
	ints := func(f func() int64) {
		for i := 0; i < n; i++ {
			rec.i(f())
		}
	}
	rs, g := s.rs, s.g
	switch method {
	case "random_or_sample", "rand":
		bulk(s.src.Double, func(out []float64) { FillDoubles(s.src, out) })
	case "standard_normal", "randn":
		if s.legacy {
			bulk(rs.Gauss, rs.FillGauss)
		} else {
			bulk(g.StandardNormal, g.FillNormal)
		}
	case "uniform":
		low, rng := a.float("low"), a.float("high")-a.float("low")
		if s.legacy {
			floats(func() float64 { return rs.Uniform(low, rng) })
		} else {
			floats(func() float64 { return g.Uniform(low, rng) })
		}
	case "ints":
		low, high, typ, closed := a.intRange()
		off, rng, err := IntRange(low, high, closed, typ)
		if err != nil {
			t.Fatal(err)
		}
		b := NewBounded(s.src, typ, s.legacy)
		if typ.Bits == 64 && a.has("size") {
			out := make([]int64, n)
			b.FillInt64(off, rng, out)
			for _, v := range out {
				if typ.Signed {
					rec.i(v)
				} else {
					rec.u(uint64(v))
				}
			}
			return
		}
		for i := 0; i < n; i++ {
			v := b.Next(off, rng)
			switch {
			case typ.Bits == 1:
				rec.i(int64(v & 1))
			case !typ.Signed:
				rec.u(v & (math.MaxUint64 >> (64 - typ.Bits)))
			default:
				rec.i(int64(v<<(64-typ.Bits)) >> (64 - typ.Bits))
			}
		}
	case "choice":
		var p []float64
		if a.has("p") {
			p = a.floats("p")
		}
		replace := !a.has("replace") || a.bool("replace")
		shuffle := !a.has("shuffle") || a.bool("shuffle")
		idx, err := ChoiceIndexes(s.src, int64(a.int("a")), n, replace, p, s.legacy, shuffle)
		if err != nil {
			t.Fatal(err)
		}
		for _, v := range idx {
			rec.i(v)
		}
	case "permutation":
		for _, v := range Permutation(s.src, a.int("n")) {
			rec.i(v)
		}
	case "shuffle":
		x := make([]int64, a.int("n"))
		for i := range x {
			x[i] = int64(i)
		}
		Shuffle(s.src, len(x), func(i, j int) { x[i], x[j] = x[j], x[i] })
		for _, v := range x {
			rec.i(v)
		}
	case "multinomial":
		pv := a.floats("pvals")
		if err := CheckPvals(pv); err != nil {
			t.Fatal(err)
		}
		for i := 0; i < n; i++ {
			out := make([]int64, len(pv))
			if s.legacy {
				rs.Multinomial(int64(a.int("n")), pv, out)
			} else {
				g.Multinomial(int64(a.int("n")), pv, out)
			}
			for _, v := range out {
				rec.i(v)
			}
		}
	case "dirichlet":
		alpha := a.floats("alpha")
		if err := CheckAlpha(alpha); err != nil {
			t.Fatal(err)
		}
		for i := 0; i < n; i++ {
			out := make([]float64, len(alpha))
			if s.legacy {
				rs.Dirichlet(alpha, out)
			} else {
				g.Dirichlet(alpha, out)
			}
			for _, v := range out {
				rec.f(v)
			}
		}
	case "tomaxint":
		ints(rs.TomaxInt)
	case "standard_exponential_inv":
		floats(g.StandardExponentialInv)
	default:
		// The distributions of the Dists table, arguments by name.
		table := s.g.Dists
		if s.legacy {
			table = s.rs.Dists
		}
		d, ok := table()[method]
		if !ok {
			t.Fatalf("golden call %q not known to the test", method)
		}
		vals := make([]float64, len(d.Params))
		for i, prm := range d.Params {
			vals[i] = prm.Default
			if a.has(prm.Name) {
				vals[i] = a.float(prm.Name)
			}
		}
		if err := CheckParams(d, vals); err != nil {
			t.Fatal(err)
		}
		if d.IntDraw != nil {
			ints(func() int64 { return d.IntDraw(vals) })
		} else {
			floats(func() float64 { return d.Draw(vals) })
		}
	}
}

func runCall(t testing.TB, s *stream, c callSpec) record {
	var rec recorder
	s.call(t, c.Method, args(c.Args), &rec)
	return rec.result()
}

// checkGolden replays every case of g and reports the calls whose streams
// differ; it returns how many values matched bit for bit.
func checkGolden(t *testing.T, g *golden) (values int) {
	failures := 0
	fail := func(format string, a ...any) {
		failures++
		if failures <= 25 {
			t.Errorf(format, a...)
		}
	}
	for _, c := range g.Cases {
		calls := g.Calls[c.API]
		for i, spec := range calls {
			got := runCall(t, newStream(t, c.API, c.Seed), spec)
			if !sameRecord(got, c.Single[i]) {
				fail("%s seed %s: %s%s: got %v, numpy %v", c.API, c.Seed, spec.Method, argText(spec.Args), got, c.Single[i])
				continue
			}
			values += got.N
		}
		s := newStream(t, c.API, c.Seed)
		for i, spec := range calls {
			got := runCall(t, s, spec)
			if !sameRecord(got, c.Program[i]) {
				fail("%s seed %s, program call %d %s%s: got %v, numpy %v", c.API, c.Seed, i, spec.Method, argText(spec.Args), got, c.Program[i])
				break
			}
			values += got.N
		}
	}
	for _, l := range g.Long {
		seed, _ := json.Marshal(l.Seed)
		got := runCall(t, newStream(t, l.API, seed), l.callSpec)
		if !sameRecord(got, l.Out) {
			fail("%s seed %s long %s%s: got %v, numpy %v", l.API, l.Seed, l.Method, argText(l.Args), got, l.Out)
			continue
		}
		values += got.N
	}
	if failures > 25 {
		t.Errorf("... %d failures in all", failures)
	}
	return values
}

func argText(a map[string]json.RawMessage) string {
	b, _ := json.Marshal(a)
	return string(b)
}

func TestGoldenStreams(t *testing.T) {
	g := loadGolden(t, "testdata/golden.json")
	n := checkGolden(t, g)
	t.Logf("%d values bit-identical to numpy %s", n, g.Numpy)
}
