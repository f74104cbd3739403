package nprandom

import (
	"encoding/json"
	"math"
	"math/big"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// seedWords converts a golden seed (a decimal string or a list of them)
// to SeedSequence entropy words.
func seedWords(t *testing.T, seed json.RawMessage) []uint32 {
	t.Helper()
	var list []string
	if json.Unmarshal(seed, &list) != nil {
		var one string
		if err := json.Unmarshal(seed, &one); err != nil {
			t.Fatal(err)
		}
		list = []string{one}
	}
	var words []uint32
	for _, s := range list {
		n, _ := new(big.Int).SetString(s, 10)
		w, err := IntWords(n)
		if err != nil {
			t.Fatal(err)
		}
		words = append(words, w...)
	}
	return words
}

func TestSeedSequence(t *testing.T) {
	g := loadGolden(t, "testdata/golden.json")
	for _, c := range g.SeedSeq {
		var key []uint32
		for _, k := range c.SpawnKey {
			n, _ := new(big.Int).SetString(k, 10)
			w, _ := IntWords(n)
			key = append(key, w...)
		}
		ss := NewSeedSequence(seedWords(t, c.Entropy), key, c.PoolSize)
		name := string(c.Entropy) + " key " + strings.Join(c.SpawnKey, ",") + " pool " + strconv.Itoa(c.PoolSize)
		if got := ss.Pool(); !slices.Equal(got, c.Pool) {
			t.Errorf("%s: pool %v, numpy %v", name, got, c.Pool)
		}
		if got := ss.GenerateState32(len(c.State32)); !slices.Equal(got, c.State32) {
			t.Errorf("%s: generate_state %v, numpy %v", name, got, c.State32)
		}
		for i, w := range ss.GenerateState64(len(c.State64)) {
			if strconv.FormatUint(w, 10) != c.State64[i] {
				t.Errorf("%s: generate_state(uint64)[%d] %d, numpy %s", name, i, w, c.State64[i])
			}
		}
		for i, kid := range ss.Spawn(len(c.Children)) {
			if got := kid.GenerateState32(4); !slices.Equal(got, c.Children[i]) {
				t.Errorf("%s: child %d state %v, numpy %v", name, i, got, c.Children[i])
			}
		}
	}
}

func u128(hi, lo uint64) string {
	n := new(big.Int).SetUint64(hi)
	n.Lsh(n, 64)
	return n.Or(n, new(big.Int).SetUint64(lo)).String()
}

func TestBitGenerators(t *testing.T) {
	g := loadGolden(t, "testdata/golden.json")
	for _, c := range g.BitGen {
		seed, _ := json.Marshal(c.Seed)
		words := seedWords(t, seed)
		pcg := NewPCG64(NewSeedSequence(words, nil, DefaultPoolSize))
		st := pcg.State()
		if got := u128(st.StateHi, st.StateLo); got != c.PCGState {
			t.Errorf("seed %s: PCG64 state %s, numpy %s", c.Seed, got, c.PCGState)
		}
		if got := u128(st.IncHi, st.IncLo); got != c.PCGInc {
			t.Errorf("seed %s: PCG64 inc %s, numpy %s", c.Seed, got, c.PCGInc)
		}
		NewGenerator(pcg).Bounded(Uint32).Next(0, math.MaxUint32)
		st = pcg.State()
		if got := u128(st.StateHi, st.StateLo); got != c.PCGAfter32 || !st.HasUint32 || st.Uinteger != c.PCGUinteger || c.PCGHas32 != 1 {
			t.Errorf("seed %s: PCG64 after a 32-bit draw %s %v %d, numpy %s %d %d", c.Seed, got, st.HasUint32, st.Uinteger, c.PCGAfter32, c.PCGHas32, c.PCGUinteger)
		}

		mt := &MT19937{}
		mt.SeedSequence(NewSeedSequence(words, nil, DefaultPoolSize), false)
		var rec recorder
		for i := 0; i < c.MTSeqRaw.N; i++ {
			rec.i(int64(mt.Uint32()))
		}
		if got := rec.result(); !sameRecord(got, c.MTSeqRaw) {
			t.Errorf("seed %s: MT19937(SeedSequence) raw %v, numpy %v", c.Seed, got, c.MTSeqRaw)
		}
		mt.SeedSequence(NewSeedSequence(words, nil, DefaultPoolSize), false)
		rec = recorder{}
		mg := NewGenerator(mt)
		for i := 0; i < c.MTSeqNormal.N; i++ {
			rec.f(mg.StandardNormal())
		}
		if got := rec.result(); !sameRecord(got, c.MTSeqNormal) {
			t.Errorf("seed %s: Generator(MT19937) normals %v, numpy %v", c.Seed, got, c.MTSeqNormal)
		}

		n, _ := strconv.ParseUint(c.Seed, 10, 32)
		legacy := NewMT19937Legacy(uint32(n))
		rs := NewRandomState(legacy)
		key, pos := legacy.State()
		rec = recorder{}
		for _, w := range key {
			rec.i(int64(w))
		}
		if got := rec.result(); !sameRecord(got, c.LegacyKey) || pos != 624 {
			t.Errorf("seed %s: RandomState key %v pos %d, numpy %v 624", c.Seed, got, pos, c.LegacyKey)
		}
		for i := 0; i < 3; i++ {
			rs.Gauss()
		}
		_, pos = legacy.State()
		has, gauss := rs.GaussState()
		want, _ := strconv.ParseFloat(c.LegacyGauss, 64)
		if pos != c.LegacyPos || has != (c.LegacyHasGauss == 1) || gauss != want {
			t.Errorf("seed %s: after randn(3) pos %d gauss %v %v, numpy %d %d %v", c.Seed, pos, has, gauss, c.LegacyPos, c.LegacyHasGauss, want)
		}
	}
}

func TestErrors(t *testing.T) {
	g := loadGolden(t, "testdata/golden.json")
	for _, c := range g.Errors {
		a := args(c.Args)
		legacy := c.API == "legacy"
		var err error
		switch c.Kind {
		case "ints":
			low, high, typ, closed := a.intRange()
			_, _, err = IntRange(low, high, closed, typ)
		case "choice":
			var p []float64
			if a.has("p") {
				p = a.floats("p")
			}
			replace := !a.has("replace") || a.bool("replace")
			_, err = ChoiceIndexes(NewPCG64(NewSeedSequence([]uint32{0}, nil, 4)), int64(a.int("a")), a.size(), replace, p, legacy, true)
		case "check":
			var method string
			var vals []float64
			_ = json.Unmarshal(a["method"], &method)
			_ = json.Unmarshal(a["args"], &vals)
			var d Dist
			if legacy {
				d = NewRandomState(NewMT19937Legacy(0)).Dists()[method]
			} else {
				d = NewGenerator(NewPCG64(NewSeedSequence([]uint32{0}, nil, 4))).Dists()[method]
			}
			err = CheckParams(d, vals)
		}
		e, ok := err.(*Error)
		if !ok || e.Kind.String() != c.Type || e.Msg != c.Msg {
			t.Errorf("%s %s %s: error %v, numpy %s: %s", c.API, c.Kind, argText(c.Args), err, c.Type, c.Msg)
		}
	}
}
