// Package nprandom is the engine of krait's numpy.random: numpy 1.24's bit
// generators (MT19937 with the legacy and SeedSequence seedings, PCG64),
// SeedSequence, and the algorithms of its two APIs — the legacy
// RandomState (np.random.seed, rand, randn, randint, ...) and the
// Generator of np.random.default_rng — written from numpy's definitions so
// that every stream is bit for bit numpy's for the same seed.
//
// The package works on Go values only: draws return float64, int64 or
// uint64, choice and permutation return indexes, shuffle gives the swap
// sequence. The Python module maps them onto arrays. Nothing here is
// global: every generator is a value its owner holds.
//
// The floating-point functions are internal/libm's, which return what
// glibc returns (numpy's C code calls glibc's log, exp, log1p and pow), and
// every product that feeds a sum is rounded on its own (float64(x*y)) so
// that no Go compiler fuses it into a multiply-add numpy's build does not
// use.
package nprandom

import (
	"math/bits"

	"github.com/kraitpy/krait/internal/mt19937"
)

//go:generate sh -c "/usr/bin/python3 gen_ziggurat.py | gofmt > ziggurat_tables.go"
//go:generate sh -c "python3 gen_logfactorial.py | gofmt > logfactorial_table.go"

// Source is a bit generator as numpy's bitgen_t presents it to the
// distributions: 64 bits, 32 bits and a double in [0, 1).
type Source interface {
	Uint64() uint64
	Uint32() uint32
	Double() float64
}

// MT19937 is numpy's MT19937 bit generator. Its 64-bit output is two
// 32-bit outputs, the first in the high half; its double is genrand_res53.
type MT19937 struct {
	st mt19937.State
}

// NewMT19937Legacy returns the twister as RandomState(seed) and
// np.random.seed(seed) make it for an int seed in [0, 2**32): the
// reference init_genrand.
func NewMT19937Legacy(seed uint32) *MT19937 {
	m := &MT19937{}
	m.SeedLegacy(seed)
	return m
}

// SeedLegacy reseeds as RandomState.seed(int) does (init_genrand).
func (m *MT19937) SeedLegacy(seed uint32) { m.st.SeedUint32(seed) }

// SeedLegacyArray reseeds as RandomState.seed(array) does
// (init_by_array); the caller has checked the words numpy checks.
func (m *MT19937) SeedLegacyArray(key []uint32) { m.st.SeedArray(key) }

// SeedSequence seeds from a SeedSequence as MT19937(seed) does: 624 words
// of the sequence's state, the first replaced by 0x80000000, and the
// position left at 623 (numpy's loop variable), so that the first draw
// tempers the last word before the block is regenerated. A legacy
// reseed from entropy (RandomState.seed(None)) keeps the old position:
// pass keepPos.
func (m *MT19937) SeedSequence(ss *SeedSequence, keepPos bool) {
	words := ss.GenerateState32(mt19937.N)
	m.st.Key[0] = 0x80000000
	copy(m.st.Key[1:], words[1:])
	if !keepPos {
		m.st.Pos = mt19937.N - 1
	}
}

// Uint32 implements Source.
func (m *MT19937) Uint32() uint32 { return m.st.Uint32() }

// Uint64 implements Source: the first output is the high half.
func (m *MT19937) Uint64() uint64 {
	hi := uint64(m.st.Uint32())
	return hi<<32 | uint64(m.st.Uint32())
}

// Double implements Source.
func (m *MT19937) Double() float64 { return m.st.Double() }

// State returns the key words and the position (the 'key' and 'pos' of
// numpy's state dict).
func (m *MT19937) State() (key [mt19937.N]uint32, pos int) { return m.st.Key, m.st.Pos }

// SetState restores key and position; numpy does not check pos, and
// neither does this beyond keeping it in the range the twister can use.
func (m *MT19937) SetState(key [mt19937.N]uint32, pos int) {
	if pos < 0 || pos > mt19937.N {
		pos = mt19937.N
	}
	m.st.Key = key
	m.st.Pos = pos
}

// PCG64 is numpy's PCG64 bit generator: a 128-bit LCG with the XSL-RR
// output function. Its 32-bit output uses both halves of a 64-bit output,
// low half first, keeping the high half for the next call.
type PCG64 struct {
	stateHi, stateLo uint64
	incHi, incLo     uint64
	hasUint32        bool
	uinteger         uint32
}

// The 128-bit LCG multiplier.
const (
	pcgMultHi = 2549297995355413924
	pcgMultLo = 4865540595714422341
)

// NewPCG64 returns PCG64(seed) for a SeedSequence: four 64-bit words of its
// state are the initial state (high, low) and the stream (high, low).
func NewPCG64(ss *SeedSequence) *PCG64 {
	w := ss.GenerateState64(4)
	p := &PCG64{}
	p.seed(w[0], w[1], w[2], w[3])
	return p
}

// seed is pcg_setseq_128_srandom_r.
func (p *PCG64) seed(stateHi, stateLo, seqHi, seqLo uint64) {
	p.stateHi, p.stateLo = 0, 0
	p.incHi = seqHi<<1 | seqLo>>63
	p.incLo = seqLo<<1 | 1
	p.step()
	var carry uint64
	p.stateLo, carry = bits.Add64(p.stateLo, stateLo, 0)
	p.stateHi, _ = bits.Add64(p.stateHi, stateHi, carry)
	p.step()
	p.hasUint32, p.uinteger = false, 0
}

// step advances the LCG: state = state*mult + inc (mod 2**128).
func (p *PCG64) step() {
	hi, lo := bits.Mul64(p.stateLo, pcgMultLo)
	hi += p.stateHi*pcgMultLo + p.stateLo*pcgMultHi
	var carry uint64
	p.stateLo, carry = bits.Add64(lo, p.incLo, 0)
	p.stateHi, _ = bits.Add64(hi, p.incHi, carry)
}

// Uint64 implements Source.
func (p *PCG64) Uint64() uint64 {
	p.step()
	return bits.RotateLeft64(p.stateHi^p.stateLo, -int(p.stateHi>>58))
}

// Uint32 implements Source.
func (p *PCG64) Uint32() uint32 {
	if p.hasUint32 {
		p.hasUint32 = false
		return p.uinteger
	}
	v := p.Uint64()
	p.hasUint32 = true
	p.uinteger = uint32(v >> 32)
	return uint32(v)
}

// Double implements Source: the top 53 bits of a 64-bit output.
func (p *PCG64) Double() float64 { return uint64ToDouble(p.Uint64()) }

func uint64ToDouble(v uint64) float64 { return float64(v>>11) * (1.0 / 9007199254740992.0) }

// PCG64State is the state numpy's PCG64.state reports: the 128-bit state
// and increment as high and low words, and the buffered 32-bit half.
type PCG64State struct {
	StateHi, StateLo uint64
	IncHi, IncLo     uint64
	HasUint32        bool
	Uinteger         uint32
}

// State returns the generator's state.
func (p *PCG64) State() PCG64State {
	return PCG64State{p.stateHi, p.stateLo, p.incHi, p.incLo, p.hasUint32, p.uinteger}
}

// SetState restores a state.
func (p *PCG64) SetState(s PCG64State) {
	p.stateHi, p.stateLo, p.incHi, p.incLo = s.StateHi, s.StateLo, s.IncHi, s.IncLo
	p.hasUint32, p.uinteger = s.HasUint32, s.Uinteger
}
