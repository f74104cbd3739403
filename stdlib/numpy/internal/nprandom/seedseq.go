package nprandom

import "math/big"

// SeedSequence is numpy's SeedSequence: it hashes any amount of entropy
// (an int, a sequence of ints) and a spawn key into a pool of 32-bit words
// and draws any number of well-mixed state words from it.
type SeedSequence struct {
	entropy  []uint32 // the run entropy as 32-bit words
	spawnKey []uint32
	pool     []uint32
	spawned  uint32
}

// The pool size and hashing constants of numpy's SeedSequence.
const (
	DefaultPoolSize = 4

	ssInitA    = 0x43b0d7e5
	ssMultA    = 0x931e8875
	ssInitB    = 0x8b51f9dd
	ssMultB    = 0x58f38ded
	ssMixMultL = 0xca01f9dd
	ssMixMultR = 0x4973f715
	ssXShift   = 16
)

// IntWords converts a non-negative int to numpy's entropy words: 32-bit
// words least significant first, one zero word for 0. A negative int is
// numpy's ValueError.
func IntWords(n *big.Int) ([]uint32, error) {
	if n.Sign() < 0 {
		return nil, valueErrorf("expected non-negative integer")
	}
	if n.Sign() == 0 {
		return []uint32{0}, nil
	}
	var out []uint32
	for _, w := range n.Bits() {
		out = append(out, uint32(w))
		if bits64 {
			out = append(out, uint32(uint64(w)>>32))
		}
	}
	for len(out) > 1 && out[len(out)-1] == 0 {
		out = out[:len(out)-1]
	}
	return out, nil
}

// bits64 is whether big.Word is 64 bits wide.
const bits64 = ^big.Word(0)>>32 != 0

// Uint64Words is IntWords for a machine int.
func Uint64Words(n uint64) []uint32 {
	if n>>32 == 0 {
		return []uint32{uint32(n)}
	}
	return []uint32{uint32(n), uint32(n >> 32)}
}

// NewSeedSequence mixes the run entropy words (the concatenated IntWords
// of the seed, or of each element of a seed sequence) and the spawn key
// words into a pool of poolSize words (at least DefaultPoolSize).
func NewSeedSequence(entropy, spawnKey []uint32, poolSize int) *SeedSequence {
	if poolSize < DefaultPoolSize {
		poolSize = DefaultPoolSize
	}
	s := &SeedSequence{
		entropy:  append([]uint32(nil), entropy...),  //krait:alloc-ok callers charge SeedBytes first (the entropy and spawn key copies, the pool, the assembled words)
		spawnKey: append([]uint32(nil), spawnKey...), //krait:alloc-ok callers charge SeedBytes first (the entropy and spawn key copies, the pool, the assembled words)
		pool:     make([]uint32, poolSize),           //krait:alloc-ok callers charge SeedBytes first (numpy.random SeedSequence)
	}
	s.mix(s.assembled())
	return s
}

// assembled is the run entropy, padded with zeros to the pool size when
// there is a spawn key (numpy 1.19's fix), followed by the spawn key.
func (s *SeedSequence) assembled() []uint32 {
	//krait:alloc-ok max(entropy, pool) + spawn key words: NewSeedSequence's callers charge SeedBytes first
	out := append([]uint32(nil), s.entropy...)
	if len(s.spawnKey) > 0 && len(out) < len(s.pool) {
		out = append(out, make([]uint32, len(s.pool)-len(out))...) //krait:alloc-ok up to the pool's size, charged by SeedBytes
	}
	return append(out, s.spawnKey...) //krait:alloc-ok the spawn key, charged by SeedBytes
}

func hashmix(value uint32, hashConst *uint32) uint32 {
	value ^= *hashConst
	*hashConst *= ssMultA
	value *= *hashConst
	value ^= value >> ssXShift
	return value
}

func mix(x, y uint32) uint32 {
	r := ssMixMultL*x - ssMixMultR*y
	r ^= r >> ssXShift
	return r
}

// mix is numpy's mix_entropy.
func (s *SeedSequence) mix(entropy []uint32) {
	hc := uint32(ssInitA)
	pool := s.pool
	for i := range pool {
		var v uint32
		if i < len(entropy) {
			v = entropy[i]
		}
		pool[i] = hashmix(v, &hc)
	}
	for src := range pool {
		for dst := range pool {
			if src != dst {
				pool[dst] = mix(pool[dst], hashmix(pool[src], &hc))
			}
		}
	}
	for src := len(pool); src < len(entropy); src++ {
		for dst := range pool {
			pool[dst] = mix(pool[dst], hashmix(entropy[src], &hc))
		}
	}
}

// GenerateState32 returns n 32-bit state words (generate_state(n,
// np.uint32)).
func (s *SeedSequence) GenerateState32(n int) []uint32 {
	out := make([]uint32, n) //krait:alloc-ok generate_state charges n words first
	hc := uint32(ssInitB)
	for i := range out {
		v := s.pool[i%len(s.pool)]
		v ^= hc
		hc *= ssMultB
		v *= hc
		v ^= v >> ssXShift
		out[i] = v
	}
	return out
}

// GenerateState64 returns n 64-bit state words (generate_state(n,
// np.uint64)): pairs of 32-bit words, the first the low half.
func (s *SeedSequence) GenerateState64(n int) []uint64 {
	w := s.GenerateState32(2 * n)
	out := make([]uint64, n) //krait:alloc-ok generate_state charges n words first
	for i := range out {
		out[i] = uint64(w[2*i]) | uint64(w[2*i+1])<<32
	}
	return out
}

// Pool returns a copy of the mixed pool (SeedSequence.pool).
func (s *SeedSequence) Pool() []uint32 {
	return append([]uint32(nil), s.pool...) //krait:alloc-ok a copy of the pool that exists (poolSize words, charged by SeedBytes when made)
}

// Spawn returns n child sequences: the same entropy with the spawn key
// extended by the child's number, counting on from earlier spawns.
func (s *SeedSequence) Spawn(n int) []*SeedSequence {
	out := make([]*SeedSequence, n) //krait:alloc-ok spawn charges SpawnBytes first
	for i := range out {
		key := append(append([]uint32(nil), s.spawnKey...), s.spawned) //krait:alloc-ok spawn charges SpawnBytes first
		out[i] = NewSeedSequence(s.entropy, key, len(s.pool))
		s.spawned++
	}
	return out
}

// Entropy returns the run entropy words (not to be modified).
func (s *SeedSequence) Entropy() []uint32 { return s.entropy }

// SpawnKey returns the spawn key words (not to be modified).
func (s *SeedSequence) SpawnKey() []uint32 { return s.spawnKey }

// PoolSize is the number of words in the pool.
func (s *SeedSequence) PoolSize() int { return len(s.pool) }

// Spawned is how many children Spawn has made (n_children_spawned).
func (s *SeedSequence) Spawned() int { return int(s.spawned) }

// Skip counts n children as spawned without making them: what
// SeedSequence(n_children_spawned=n) records (0 <= n < 2**32, checked by
// the caller).
func (s *SeedSequence) Skip(n int) { s.spawned += uint32(n) }

// SeedBytes bounds the memory NewSeedSequence allocates for entropy and
// spawn keys of these lengths (32-bit words) and a pool of poolSize
// words: its copies, the pool and the assembled words it mixes, so that
// a caller can charge it first.
func SeedBytes(entropy, spawnKey, poolSize int) int64 {
	return 128 + 8*(int64(entropy)+int64(spawnKey)+int64(max(poolSize, DefaultPoolSize)))
}

// SeedOps is the work of mixing entropy and a spawn key of these lengths
// into a pool of poolSize words: every pool word mixes into every other
// (pool²), then each assembled word beyond the pool into every pool word.
// It saturates at 2**62 for pools no budget allows.
func SeedOps(entropy, spawnKey, poolSize int) int64 {
	p := int64(max(poolSize, DefaultPoolSize))
	a := int64(max(entropy, poolSize)) + int64(spawnKey)
	if p > 1<<30 || a > 1<<30 {
		return 1 << 62
	}
	return p*p + a*p
}
