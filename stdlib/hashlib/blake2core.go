package hashlib

import (
	"encoding/binary"
	"math/bits"
)

// BLAKE2b and BLAKE2s as RFC 7693 specifies them, with the full
// parameter block (digest size, key, salt, personalization and the tree
// parameters) that Python's hashlib.blake2b/blake2s accept.

// blake2Sigma is the message schedule of the rounds.
var blake2Sigma = [10][16]byte{
	{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15},
	{14, 10, 4, 8, 9, 15, 13, 6, 1, 12, 0, 2, 11, 7, 5, 3},
	{11, 8, 12, 0, 5, 2, 15, 13, 10, 14, 3, 6, 7, 1, 9, 4},
	{7, 9, 3, 1, 13, 12, 11, 14, 2, 6, 5, 10, 4, 0, 15, 8},
	{9, 0, 5, 7, 2, 4, 10, 15, 14, 1, 11, 12, 6, 8, 3, 13},
	{2, 12, 6, 10, 0, 11, 8, 3, 4, 13, 7, 5, 15, 14, 1, 9},
	{12, 5, 1, 15, 14, 13, 4, 10, 0, 7, 6, 3, 9, 2, 8, 11},
	{13, 11, 7, 14, 12, 1, 3, 9, 5, 0, 15, 4, 8, 6, 2, 10},
	{6, 15, 14, 9, 11, 3, 0, 8, 12, 2, 13, 7, 1, 4, 10, 5},
	{10, 2, 8, 4, 7, 6, 1, 5, 15, 11, 9, 14, 3, 12, 13, 0},
}

// blake2bIV and blake2sIV are SHA-512's and SHA-256's initial values.
var (
	blake2bIV = [8]uint64{0x6a09e667f3bcc908, 0xbb67ae8584caa73b, 0x3c6ef372fe94f82b, 0xa54ff53a5f1d36f1,
		0x510e527fade682d1, 0x9b05688c2b3e6c1f, 0x1f83d9abfb41bd6b, 0x5be0cd19137e2179}
	blake2sIV = [8]uint32{0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19}
)

// blake2Params are the parameter-block fields.
type blake2Params struct {
	digestSize, fanout, depth, nodeDepth, innerSize int
	leafSize                                        uint32
	nodeOffset                                      uint64
	key, salt, person                               []byte
	lastNode                                        bool
}

// blake2Word is BLAKE2b's 64-bit word or BLAKE2s's 32-bit one.
type blake2Word interface{ uint32 | uint64 }

// blake2State is a running BLAKE2b (uint64 words) or BLAKE2s (uint32)
// computation (a plain value: copying it copies the hash).
type blake2State[W blake2Word] struct {
	h        [8]W
	t        [2]W
	buf      [128]byte // a block: 16 words (BLAKE2s uses the first 64 bytes)
	n        int       // bytes in buf
	size     int
	lastNode bool
}

// wordSize is the size of W in bytes.
func wordSize[W blake2Word]() int {
	if ^W(0) == W(^uint32(0)) {
		return 4
	}
	return 8
}

// loadWord and storeWord read and write a little-endian word.
func loadWord[W blake2Word](b []byte) W {
	if wordSize[W]() == 4 {
		return W(binary.LittleEndian.Uint32(b))
	}
	return W(binary.LittleEndian.Uint64(b))
}

func storeWord[W blake2Word](b []byte, w W) {
	if wordSize[W]() == 4 {
		binary.LittleEndian.PutUint32(b, uint32(w))
	} else {
		binary.LittleEndian.PutUint64(b, uint64(w))
	}
}

// newBlake2 starts a computation from the parameter block of p (RFC 7693
// section 2.5; BLAKE2s keeps 6 bytes of the node offset) and the
// variant's initial values.
func newBlake2[W blake2Word](p blake2Params, iv *[8]W) *blake2State[W] {
	ws := wordSize[W]()
	var pb [64]byte
	pb[0], pb[1], pb[2], pb[3] = byte(p.digestSize), byte(len(p.key)), byte(p.fanout), byte(p.depth)
	binary.LittleEndian.PutUint32(pb[4:], p.leafSize)
	offLen := 6
	if ws == 8 {
		offLen = 8
	}
	var off [8]byte
	binary.LittleEndian.PutUint64(off[:], p.nodeOffset)
	copy(pb[8:8+offLen], off[:offLen])
	pb[8+offLen], pb[9+offLen] = byte(p.nodeDepth), byte(p.innerSize)
	copy(pb[4*ws:6*ws], p.salt)
	copy(pb[6*ws:8*ws], p.person)
	s := &blake2State[W]{size: p.digestSize, lastNode: p.lastNode}
	for i := range s.h {
		s.h[i] = iv[i] ^ loadWord[W](pb[ws*i:])
	}
	if len(p.key) > 0 {
		copy(s.buf[:], p.key)
		s.n = 16 * ws
	}
	return s
}

func newBlake2b(p blake2Params) *blake2State[uint64] { return newBlake2(p, &blake2bIV) }
func newBlake2s(p blake2Params) *blake2State[uint32] { return newBlake2(p, &blake2sIV) }

func (s *blake2State[W]) clone() blake2Hasher { c := *s; return &c }

func (s *blake2State[W]) write(p []byte) {
	block := 16 * wordSize[W]()
	for len(p) > 0 {
		if s.n == block {
			s.t[0] += W(block)
			if s.t[0] < W(block) {
				s.t[1]++
			}
			s.compress(false)
			s.n = 0
		}
		c := copy(s.buf[s.n:block], p)
		s.n += c
		p = p[c:]
	}
}

func (s *blake2State[W]) sum() []byte {
	ws := wordSize[W]()
	d := *s
	d.t[0] += W(d.n)
	if d.t[0] < W(d.n) {
		d.t[1]++
	}
	clear(d.buf[d.n:])
	d.compress(true)
	var out [64]byte
	for i, w := range d.h {
		storeWord(out[ws*i:], w)
	}
	return out[:d.size]
}

func (s *blake2State[W]) compress(final bool) {
	switch st := any(s).(type) {
	case *blake2State[uint64]:
		compress64(st, final)
	case *blake2State[uint32]:
		compress32(st, final)
	}
}

// compress64 is BLAKE2b's compression function F (RFC 7693 section 3.2):
// 12 rounds, rotations by 32, 24, 16 and 63 bits.
func compress64(s *blake2State[uint64], final bool) {
	var m [16]uint64
	for i := range m {
		m[i] = binary.LittleEndian.Uint64(s.buf[8*i:])
	}
	var v [16]uint64
	copy(v[:8], s.h[:])
	copy(v[8:], blake2bIV[:])
	v[12] ^= s.t[0]
	v[13] ^= s.t[1]
	if final {
		v[14] = ^v[14]
		if s.lastNode {
			v[15] = ^v[15]
		}
	}
	g := func(a, b, c, d int, x, y uint64) {
		v[a] += v[b] + x
		v[d] = bits.RotateLeft64(v[d]^v[a], -32)
		v[c] += v[d]
		v[b] = bits.RotateLeft64(v[b]^v[c], -24)
		v[a] += v[b] + y
		v[d] = bits.RotateLeft64(v[d]^v[a], -16)
		v[c] += v[d]
		v[b] = bits.RotateLeft64(v[b]^v[c], -63)
	}
	for r := 0; r < 12; r++ {
		s := &blake2Sigma[r%10]
		g(0, 4, 8, 12, m[s[0]], m[s[1]])
		g(1, 5, 9, 13, m[s[2]], m[s[3]])
		g(2, 6, 10, 14, m[s[4]], m[s[5]])
		g(3, 7, 11, 15, m[s[6]], m[s[7]])
		g(0, 5, 10, 15, m[s[8]], m[s[9]])
		g(1, 6, 11, 12, m[s[10]], m[s[11]])
		g(2, 7, 8, 13, m[s[12]], m[s[13]])
		g(3, 4, 9, 14, m[s[14]], m[s[15]])
	}
	for i := range s.h {
		s.h[i] ^= v[i] ^ v[i+8]
	}
}

// compress32 is BLAKE2s's: 10 rounds, rotations by 16, 12, 8 and 7 bits.
// (Each is written out for its word size: a generic one is twice as slow.)
func compress32(s *blake2State[uint32], final bool) {
	var m [16]uint32
	for i := range m {
		m[i] = binary.LittleEndian.Uint32(s.buf[4*i:])
	}
	var v [16]uint32
	copy(v[:8], s.h[:])
	copy(v[8:], blake2sIV[:])
	v[12] ^= s.t[0]
	v[13] ^= s.t[1]
	if final {
		v[14] = ^v[14]
		if s.lastNode {
			v[15] = ^v[15]
		}
	}
	g := func(a, b, c, d int, x, y uint32) {
		v[a] += v[b] + x
		v[d] = bits.RotateLeft32(v[d]^v[a], -16)
		v[c] += v[d]
		v[b] = bits.RotateLeft32(v[b]^v[c], -12)
		v[a] += v[b] + y
		v[d] = bits.RotateLeft32(v[d]^v[a], -8)
		v[c] += v[d]
		v[b] = bits.RotateLeft32(v[b]^v[c], -7)
	}
	for r := 0; r < 10; r++ {
		s := &blake2Sigma[r]
		g(0, 4, 8, 12, m[s[0]], m[s[1]])
		g(1, 5, 9, 13, m[s[2]], m[s[3]])
		g(2, 6, 10, 14, m[s[4]], m[s[5]])
		g(3, 7, 11, 15, m[s[6]], m[s[7]])
		g(0, 5, 10, 15, m[s[8]], m[s[9]])
		g(1, 6, 11, 12, m[s[10]], m[s[11]])
		g(2, 7, 8, 13, m[s[12]], m[s[13]])
		g(3, 4, 9, 14, m[s[14]], m[s[15]])
	}
	for i := range s.h {
		s.h[i] ^= v[i] ^ v[i+8]
	}
}
