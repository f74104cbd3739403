// Package mt19937 is the Mersenne Twister MT19937 of Matsumoto and
// Nishimura with its two reference seeding routines, init_genrand and
// init_by_array. It is the core that CPython's random module and numpy's
// legacy RandomState share; each adds its own way of turning a Python
// seed into one of the two routines' inputs.
//
// A State is plain data: it holds no lock and no reference to anything
// else, so copying it forks the stream.
package mt19937

// N is the number of 32-bit words in the state.
const N = 624

const (
	shift     = 397
	matrixA   = 0x9908b0df
	upperMask = 0x80000000
	lowerMask = 0x7fffffff
)

// State is the twister: N key words and the position of the next word to
// temper (N means the block is used up and is regenerated on the next
// draw). The zero value is a valid but all-zero (degenerate) state; seed
// it first.
type State struct {
	// Key is the state block.
	Key [N]uint32
	// Pos is the index of the next word in Key, 0..N.
	Pos int
}

// SeedUint32 is init_genrand: the state from one 32-bit word (numpy's
// RandomState.seed(int) uses it directly).
func (s *State) SeedUint32(seed uint32) {
	s.Key[0] = seed
	for i := 1; i < N; i++ {
		prev := s.Key[i-1]
		s.Key[i] = 1812433253*(prev^(prev>>30)) + uint32(i)
	}
	s.Pos = N
}

// SeedArray is init_by_array: the state from a key of any length (CPython
// seeds every int this way; numpy does for arrays of ints). An empty key
// is used as if it were one zero word.
func (s *State) SeedArray(key []uint32) {
	if len(key) == 0 {
		key = []uint32{0}
	}
	s.SeedUint32(19650218)
	i, j := 1, 0
	n := len(key)
	k := N
	if n > k {
		k = n
	}
	for ; k > 0; k-- {
		prev := s.Key[i-1]
		s.Key[i] = (s.Key[i] ^ ((prev ^ (prev >> 30)) * 1664525)) + key[j] + uint32(j)
		i++
		j++
		if i >= N {
			s.Key[0] = s.Key[N-1]
			i = 1
		}
		if j >= n {
			j = 0
		}
	}
	for k = N - 1; k > 0; k-- {
		prev := s.Key[i-1]
		s.Key[i] = (s.Key[i] ^ ((prev ^ (prev >> 30)) * 1566083941)) - uint32(i)
		i++
		if i >= N {
			s.Key[0] = s.Key[N-1]
			i = 1
		}
	}
	s.Key[0] = 0x80000000
	s.Pos = N
}

// Uint32 returns the next tempered 32-bit output (genrand_uint32).
func (s *State) Uint32() uint32 {
	if s.Pos >= N {
		s.generate()
	}
	y := s.Key[s.Pos]
	s.Pos++
	y ^= y >> 11
	y ^= (y << 7) & 0x9d2c5680
	y ^= (y << 15) & 0xefc60000
	y ^= y >> 18
	return y
}

// Double returns a float in [0, 1) with 53 random bits made of two
// outputs, 27 high bits then 26 low bits (genrand_res53; numpy's
// random_sample and CPython's random() are both this).
func (s *State) Double() float64 {
	a := s.Uint32() >> 5
	b := s.Uint32() >> 6
	return (float64(a)*67108864.0 + float64(b)) * (1.0 / 9007199254740992.0)
}

// generate regenerates the whole block and rewinds Pos.
func (s *State) generate() {
	mag := func(y uint32) uint32 { return (y & 1) * matrixA }
	var k int
	for k = 0; k < N-shift; k++ {
		y := (s.Key[k] & upperMask) | (s.Key[k+1] & lowerMask)
		s.Key[k] = s.Key[k+shift] ^ (y >> 1) ^ mag(y)
	}
	for ; k < N-1; k++ {
		y := (s.Key[k] & upperMask) | (s.Key[k+1] & lowerMask)
		s.Key[k] = s.Key[k+(shift-N)] ^ (y >> 1) ^ mag(y)
	}
	y := (s.Key[N-1] & upperMask) | (s.Key[0] & lowerMask)
	s.Key[N-1] = s.Key[shift-1] ^ (y >> 1) ^ mag(y)
	s.Pos = 0
}
