// Package random is the engine behind krait's Python `random` module: the
// Mersenne Twister MT19937 with CPython's exact seeding, and the algorithms
// of CPython 3.11's random.py on top of it, so that every sequence matches
// CPython's bit for bit for the same seed.
//
// The package works on Go values only. Functions over sequences (choice,
// shuffle, sample, choices) take lengths and return indexes; the Python
// module wrapper maps them onto the actual objects. Every Random is
// independent: there is no package-level generator.
package random

import (
	"crypto/sha512"
	"math/big"

	"github.com/kraitpy/krait/internal/mt19937"
	"github.com/kraitpy/krait/py"
)

// Random is one generator: the twister state plus random.py's cached
// gauss_next. The zero value is not seeded; use New or a Seed method. A
// Random is not safe for concurrent use (nor is CPython's without a lock).
type Random struct {
	mt        mt19937.State
	gaussNext float64
	hasGauss  bool
}

// New returns a generator seeded with the integer 0 (the caller seeds it
// again from entropy or a user seed; krait never reads the host clock or
// entropy here).
func New() *Random {
	r := &Random{}
	r.SeedInt64(0)
	return r
}

// Uint32 returns the next 32-bit output of the twister (genrand_uint32).
func (r *Random) Uint32() uint32 { return r.mt.Uint32() }

// SeedInt seeds from a Python int: CPython uses abs(n) split into 32-bit
// little-endian words (one zero word for 0) as the init_by_array key.
func (r *Random) SeedInt(n *big.Int) {
	be := new(big.Int).Abs(n).Bytes() // big-endian, no leading zeros
	words := (len(be) + 3) / 4
	if words == 0 {
		words = 1
	}
	key := make([]uint32, words) //krait:alloc-ok one word per 4 bytes of n, which exists
	for i, b := range be {
		pos := len(be) - 1 - i // byte position from the least significant end
		key[pos/4] |= uint32(b) << (8 * uint(pos%4))
	}
	r.seedKey(key)
}

// SeedInt64 is SeedInt for a machine-sized int.
func (r *Random) SeedInt64(n int64) {
	u := uint64(n)
	if n < 0 {
		u = -u
	}
	if u>>32 == 0 {
		r.seedKey([]uint32{uint32(u)})
		return
	}
	r.seedKey([]uint32{uint32(u), uint32(u >> 32)})
}

// SeedBytes seeds from bytes or bytearray with CPython's version 2 rule:
// the int whose big-endian bytes are b followed by sha512(b).
func (r *Random) SeedBytes(b []byte) {
	sum := sha512.Sum512(b)
	buf := make([]byte, 0, len(b)+len(sum))
	buf = append(buf, b...) //krait:alloc-ok within buf's capacity len(b)+64 (random.seed charged seedCopyFactor bytes per seed byte first)
	buf = append(buf, sum[:]...)
	r.SeedInt(new(big.Int).SetBytes(buf))
}

// SeedString seeds from a str with CPython's version 2 rule (its UTF-8
// bytes, then as SeedBytes).
func (r *Random) SeedString(s string) { r.SeedBytes([]byte(s)) }

// SeedVersion1 seeds from a str (or bytes decoded as Latin-1, one rune per
// byte) with CPython's seed(a, version=1) rule, a 64-bit string hash kept
// for reproducing sequences of old Pythons.
func (r *Random) SeedVersion1(s []rune) {
	var x uint64
	if len(s) > 0 {
		x = uint64(s[0]) << 7
	}
	for _, c := range s {
		x = (1000003 * x) ^ uint64(c)
	}
	x ^= uint64(len(s))
	r.SeedInt(new(big.Int).SetUint64(x))
}

// SeedHash seeds from a Python hash value, as CPython does for seeds that
// are neither int nor str/bytes (float): the hash is reinterpreted as an
// unsigned 64-bit number.
func (r *Random) SeedHash(h int64) {
	u := uint64(h)
	if u>>32 == 0 {
		r.seedKey([]uint32{uint32(u)})
		return
	}
	r.seedKey([]uint32{uint32(u), uint32(u >> 32)})
}

// SeedFloat seeds from a float through CPython's float hash (see
// FloatHash). NaN has no stable hash in CPython 3.11 (it depends on the
// object's identity), so the caller must supply one with SeedHash.
func (r *Random) SeedFloat(f float64) { r.SeedHash(FloatHash(f)) }

// SeedWords seeds from raw key words (CPython's seed(None) fills the key
// from the operating system's entropy; the embedder supplies those words).
func (r *Random) SeedWords(key []uint32) {
	if len(key) == 0 {
		key = []uint32{0}
	}
	r.seedKey(key)
}

func (r *Random) seedKey(key []uint32) {
	r.mt.SeedArray(key)
	r.hasGauss = false
	r.gaussNext = 0
}

// FloatHash is CPython's hash() of a finite or infinite float (reduction
// modulo the Mersenne prime 2**61-1, with -1 mapped to -2). NaN hashes to 0
// here; CPython uses the object's identity instead.
func FloatHash(f float64) int64 { return py.HashFloat(f) }

// Random returns the next float in [0.0, 1.0) with 53 random bits
// (genrand_res53).
func (r *Random) Random() float64 { return r.mt.Double() }

// GetRandBits returns an int with k random bits (k >= 0), built from
// 32-bit outputs least significant word first, the last word truncated to
// its top bits, as CPython does.
func (r *Random) GetRandBits(k int) (*big.Int, error) {
	if k < 0 {
		return nil, valueError("number of bits must be non-negative")
	}
	if k <= 64 {
		return new(big.Int).SetUint64(r.GetRandBits64(k)), nil
	}
	if err := checkAlloc(int64(k) / 8); err != nil {
		return nil, err
	}
	words := (k-1)/32 + 1
	buf := make([]byte, 4*words)
	for i := 0; i < words; i, k = i+1, k-32 {
		w := r.Uint32()
		if k < 32 {
			w >>= 32 - uint(k)
		}
		// big-endian buffer, most significant word first
		off := 4 * (words - 1 - i)
		buf[off], buf[off+1], buf[off+2], buf[off+3] = byte(w>>24), byte(w>>16), byte(w>>8), byte(w)
	}
	return new(big.Int).SetBytes(buf), nil
}

// GetRandBits64 is GetRandBits for 0 <= k <= 64 (it panics otherwise, a
// caller bug).
func (r *Random) GetRandBits64(k int) uint64 {
	switch {
	case k < 0 || k > 64:
		panic("random: GetRandBits64 needs 0 <= k <= 64")
	case k == 0:
		return 0
	case k <= 32:
		return uint64(r.Uint32() >> (32 - uint(k)))
	}
	lo := uint64(r.Uint32())
	hi := uint64(r.Uint32() >> (64 - uint(k)))
	return hi<<32 | lo
}

// RandBytes returns n random bytes (random.randbytes): getrandbits(n*8) in
// little-endian order.
func (r *Random) RandBytes(n int) ([]byte, error) {
	if n < 0 {
		return nil, valueError("number of bits must be non-negative")
	}
	if err := checkAlloc(int64(n)); err != nil {
		return nil, err
	}
	out := make([]byte, n)
	for i := 0; i < n; i += 4 {
		left := n - i
		if left >= 4 {
			w := r.Uint32()
			out[i], out[i+1], out[i+2], out[i+3] = byte(w), byte(w>>8), byte(w>>16), byte(w>>24)
			continue
		}
		w := r.Uint32() >> (32 - 8*uint(left))
		for j := 0; j < left; j++ {
			out[i+j] = byte(w >> (8 * uint(j)))
		}
	}
	return out, nil
}

// State is a snapshot of a generator (random.getstate() version 3): the 624
// key words, the position, and the cached gauss value if any.
type State struct {
	// Key is the twister state.
	Key [mt19937.N]uint32
	// Index is the position in Key, 0..624.
	Index int
	// GaussNext is the cached second normal deviate of gauss().
	GaussNext float64
	// HasGaussNext is false when gauss_next is None.
	HasGaussNext bool
}

// GetState returns a snapshot of the generator.
func (r *Random) GetState() State {
	return State{Key: r.mt.Key, Index: r.mt.Pos, GaussNext: r.gaussNext, HasGaussNext: r.hasGauss}
}

// SetState restores a snapshot, refusing an index CPython's setstate
// refuses ("invalid state").
func (r *Random) SetState(s State) error {
	if s.Index < 0 || s.Index > mt19937.N {
		return valueError("invalid state")
	}
	r.mt.Key = s.Key
	r.mt.Pos = s.Index
	r.gaussNext = s.GaussNext
	r.hasGauss = s.HasGaussNext
	return nil
}
