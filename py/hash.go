package py

import (
	"github.com/kraitpy/krait/internal/wtf8"

	"math"
	"math/bits"
)

// hashModulus is CPython's _PyHASH_MODULUS, the prime 2**61 - 1: numeric
// hashes are reductions modulo it so that equal int, float and bool values
// hash alike.
const (
	hashBits    = 61
	hashModulus = (1 << hashBits) - 1
	hashInf     = 314159
)

// hashInt64 is CPython's hash of an int that fits in 64 bits.
func hashInt64(n int64) int64 {
	var h int64
	if n >= 0 {
		h = int64(uint64(n) % hashModulus)
	} else {
		h = -int64(uint64(-n) % hashModulus)
	}
	if h == -1 {
		h = -2
	}
	return h
}

// HashFloat is CPython's hash() of a float (_Py_HashDouble), for Go code
// outside py that must reproduce it (random's float seeding).
func HashFloat(v float64) int64 { return hashFloat(v) }

// hashFloat is CPython's _Py_HashDouble. NaN hashes to 0 here (CPython
// hashes a NaN by its identity, which krait's floats do not have).
func hashFloat(v float64) int64 {
	if math.IsInf(v, 0) {
		if v > 0 {
			return hashInf
		}
		return -hashInf
	}
	if math.IsNaN(v) {
		return 0
	}
	m, e := math.Frexp(v)
	sign := int64(1)
	if m < 0 {
		sign = -1
		m = -m
	}
	var x uint64
	for m != 0 {
		x = ((x << 28) & hashModulus) | x>>(hashBits-28)
		m *= 268435456.0
		e -= 28
		y := uint64(m)
		m -= float64(y)
		x += y
		if x >= hashModulus {
			x -= hashModulus
		}
	}
	if e >= 0 {
		e %= hashBits
	} else {
		e = hashBits - 1 - ((-1 - e) % hashBits)
	}
	x = ((x << uint(e)) & hashModulus) | x>>(hashBits-uint(e))
	h := int64(x) * sign
	if h == -1 {
		h = -2
	}
	return h
}

// CPython 3.11's xxHash-based tuple hash constants (64-bit build).
const (
	xxPrime1 uint64 = 11400714785074694791
	xxPrime2 uint64 = 14029467366897019727
	xxPrime5 uint64 = 2870177450012600261
)

// tupleHashAdd folds one item hash into a tuple hash accumulator.
func tupleHashAdd(acc uint64, lane int64) uint64 {
	acc += uint64(lane) * xxPrime2
	acc = bits.RotateLeft64(acc, 31)
	return acc * xxPrime1
}

// tupleHashFinish completes a tuple hash of n items.
func tupleHashFinish(acc uint64, n int) int64 {
	acc += uint64(n) ^ (xxPrime5 ^ 3527539)
	if acc == math.MaxUint64 {
		return 1546275796
	}
	return int64(acc)
}

// shuffleBits is CPython's frozenset per-entry hash scrambler.
func shuffleBits(h uint64) uint64 {
	return ((h ^ 89869747) ^ (h << 16)) * 3644798167
}

// frozensetHashFinish completes a frozenset hash from the xor of the
// shuffled hashes of its n items.
func frozensetHashFinish(acc uint64, n int) int64 {
	acc ^= (uint64(n) + 1) * 1927868237
	acc ^= (acc >> 11) ^ (acc >> 25)
	acc = acc*69069 + 907133923
	if acc == math.MaxUint64 {
		acc = 590923713
	}
	return int64(acc)
}

// sipHash13 is CPython's siphash13 with both key halves zero, which is
// what CPython uses under PYTHONHASHSEED=0.
func sipHash13[T string | []byte](data T) uint64 {
	var k0, k1 uint64
	v0 := k0 ^ 0x736f6d6570736575
	v1 := k1 ^ 0x646f72616e646f6d
	v2 := k0 ^ 0x6c7967656e657261
	v3 := k1 ^ 0x7465646279746573
	b := uint64(len(data)) << 56
	round := func() {
		v0 += v1
		v2 += v3
		v1 = bits.RotateLeft64(v1, 13) ^ v0
		v3 = bits.RotateLeft64(v3, 16) ^ v2
		v0 = bits.RotateLeft64(v0, 32)
		v2 += v1
		v0 += v3
		v1 = bits.RotateLeft64(v1, 17) ^ v2
		v3 = bits.RotateLeft64(v3, 21) ^ v0
		v2 = bits.RotateLeft64(v2, 32)
	}
	for len(data) >= 8 {
		m := uint64(data[0]) | uint64(data[1])<<8 | uint64(data[2])<<16 | uint64(data[3])<<24 |
			uint64(data[4])<<32 | uint64(data[5])<<40 | uint64(data[6])<<48 | uint64(data[7])<<56
		data = data[8:]
		v3 ^= m
		round()
		v0 ^= m
	}
	var tail uint64
	for i := len(data) - 1; i >= 0; i-- {
		tail = tail<<8 | uint64(data[i])
	}
	b |= tail
	v3 ^= b
	round()
	v0 ^= b
	v2 ^= 0xff
	round()
	round()
	round()
	return (v0 ^ v1) ^ (v2 ^ v3)
}

// hashBytes is CPython's _Py_HashBytes: 0 for empty input, -1 avoided.
func hashBytes[T string | []byte](data T) int64 {
	if len(data) == 0 {
		return 0
	}
	h := int64(sipHash13(data))
	if h == -1 {
		h = -2
	}
	return h
}

// hashString hashes a str the way CPython does: siphash13 over its
// internal representation (1, 2 or 4 bytes per code point, chosen by the
// largest code point).
func hashString(s string, ascii bool) int64 {
	if len(s) == 0 {
		return 0
	}
	if ascii {
		return hashBytes(s)
	}
	maxRune := rune(0)
	n := 0
	for _, r := range s {
		if r > maxRune {
			maxRune = r
		}
		n++
	}
	width := 1
	if maxRune >= 0x10000 {
		width = 4
	} else if maxRune >= 0x100 {
		width = 2
	}
	buf := make([]byte, 0, n*width) //krait:alloc-ok at most 4 bytes per character of a str that exists, garbage once hashed
	for i := 0; i < len(s); {
		r, size := wtf8.DecodeRune(s[i:])
		i += size
		switch width {
		case 1:
			buf = append(buf, byte(r))
		case 2:
			buf = append(buf, byte(r), byte(r>>8)) //krait:alloc-ok within the capacity made above (n*width)
		default:
			buf = append(buf, byte(r), byte(r>>8), byte(r>>16), byte(r>>24)) //krait:alloc-ok within the capacity made above (n*width)
		}
	}
	return hashBytes(buf)
}
