package nprandom

import (
	"math"
	"math/big"
	"math/bits"
)

// IntType is an integer dtype numpy draws bounded integers in.
type IntType struct {
	// Name is numpy's dtype name (int64, uint8, bool, ...).
	Name string
	// Bits is the width: 64, 32, 16, 8, or 1 for bool.
	Bits int
	// Signed is true for the intN types.
	Signed bool
}

// The integer dtypes of randint and integers.
var (
	Int64  = IntType{"int64", 64, true}
	Int32  = IntType{"int32", 32, true}
	Int16  = IntType{"int16", 16, true}
	Int8   = IntType{"int8", 8, true}
	Uint64 = IntType{"uint64", 64, false}
	Uint32 = IntType{"uint32", 32, false}
	Uint16 = IntType{"uint16", 16, false}
	Uint8  = IntType{"uint8", 8, false}
	Bool   = IntType{"bool", 1, false}
)

// bounds returns the dtype's smallest and largest values.
func (t IntType) bounds() (lo, hi *big.Int) {
	if t.Signed {
		lo = new(big.Int).Lsh(big.NewInt(1), uint(t.Bits-1)) //krait:alloc-ok t.Bits is a dtype's width (at most 64)
		hi = new(big.Int).Sub(lo, big.NewInt(1))
		return lo.Neg(lo), hi
	}
	hi = new(big.Int).Lsh(big.NewInt(1), uint(t.Bits)) //krait:alloc-ok t.Bits is a dtype's width (at most 64)
	return new(big.Int), hi.Sub(hi, big.NewInt(1))
}

// IntRange checks a scalar range as numpy's _rand_<dtype> does and returns
// the offset and span of the closed interval [low, high] (or [low,
// high-1] when not closed) as the unsigned words the generators use. The
// errors are numpy's: "low is out of bounds for int64", "high is out of
// bounds for int64", "high <= 0" / "low >= high" (open) or "high < 0" /
// "low > high" (closed).
func IntRange(low, high *big.Int, closed bool, t IntType) (off, rng uint64, err error) {
	h := new(big.Int).Set(high)
	if !closed {
		h.Sub(h, big.NewInt(1))
	}
	lo, hi := t.bounds()
	if low.Cmp(lo) < 0 {
		return 0, 0, valueErrorf("low is out of bounds for %s", t.Name)
	}
	if h.Cmp(hi) > 0 {
		return 0, 0, valueErrorf("high is out of bounds for %s", t.Name)
	}
	if low.Cmp(h) > 0 {
		return 0, 0, valueErrorf("%s", boundsError(closed, low.Sign() != 0))
	}
	mask := uint64(math.MaxUint64)
	if t.Bits < 64 {
		mask = 1<<uint(t.Bits) - 1
	}
	lw := wrapUint64(low)
	return lw & mask, (wrapUint64(h) - lw) & mask, nil
}

// boundsError is numpy's format_bounds_error.
func boundsError(closed, lowNonzero bool) string {
	switch {
	case !lowNonzero && closed:
		return "high < 0"
	case !lowNonzero:
		return "high <= 0"
	case closed:
		return "low > high"
	}
	return "low >= high"
}

// wrapUint64 is n modulo 2**64 (n fits in 65 bits signed here).
func wrapUint64(n *big.Int) uint64 {
	if n.IsInt64() {
		return uint64(n.Int64())
	}
	if n.IsUint64() {
		return n.Uint64()
	}
	m := new(big.Int).And(n, new(big.Int).SetUint64(math.MaxUint64))
	return m.Uint64()
}

// Bounded draws integers of one width in closed ranges [off, off+rng]
// (modulo the width) as numpy's random_bounded_* functions do, with
// numpy's masked rejection (the legacy API) or Lemire's method
// (Generator). One Bounded serves one call of randint or integers: the
// 8-bit, 16-bit and bool draws share a 32-bit buffer across the call's
// elements, as numpy's do.
type Bounded struct {
	src    Source
	bits   int
	masked bool
	buf    uint32
	bcnt   int
}

// NewBounded returns a drawer for integers of type t.
func NewBounded(src Source, t IntType, masked bool) *Bounded {
	return &Bounded{src: src, bits: t.Bits, masked: masked}
}

// Next draws one value in [off, off+rng]; the result is the value's
// unsigned bit pattern in the low Bits bits.
func (b *Bounded) Next(off, rng uint64) uint64 {
	switch b.bits {
	case 64:
		return off + BoundedUint64(b.src, rng, b.masked)
	case 32:
		r := uint32(rng)
		switch {
		case r == 0:
			return uint64(uint32(off))
		case r == math.MaxUint32:
			return uint64(uint32(off) + b.src.Uint32())
		case b.masked:
			return uint64(uint32(off) + masked32(b.src, r))
		}
		return uint64(uint32(off) + lemire32(b.src, r))
	case 16, 8:
		width := uint(b.bits)
		max := uint32(1)<<width - 1
		r := uint32(rng) & max
		o := uint32(off) & max
		switch {
		case r == 0:
			return uint64(o)
		case r == max:
			return uint64((o + b.nextSmall(width)) & max)
		case b.masked:
			m := uint32(genMask(uint64(r)))
			for {
				if v := b.nextSmall(width) & m; v <= r {
					return uint64((o + v) & max)
				}
			}
		}
		return uint64((o + b.lemireSmall(r, width)) & max)
	}
	// bool: one bit of the buffer per draw.
	if rng&1 == 0 {
		return off & 1
	}
	if b.bcnt == 0 {
		b.buf = b.src.Uint32()
		b.bcnt = 31
	} else {
		b.buf >>= 1
		b.bcnt--
	}
	return uint64(b.buf & 1)
}

// nextSmall is buffered_uint16 (width 16) and buffered_uint8 (width 8):
// 32/width draws per 32-bit output, least significant first.
func (b *Bounded) nextSmall(width uint) uint32 {
	if b.bcnt == 0 {
		b.buf = b.src.Uint32()
		b.bcnt = 32/int(width) - 1
	} else {
		b.buf >>= width
		b.bcnt--
	}
	return b.buf & (1<<width - 1)
}

// lemireSmall is Lemire's method on nextSmall's draws, in width-bit
// arithmetic (numpy's buffered_bounded_lemire_uint16 and _uint8).
func (b *Bounded) lemireSmall(rng uint32, width uint) uint32 {
	max := uint32(1)<<width - 1
	excl := rng + 1
	m := b.nextSmall(width) * excl
	if left := m & max; left < excl {
		threshold := (max - rng) % excl
		for left < threshold {
			m = b.nextSmall(width) * excl
			left = m & max
		}
	}
	return m >> width
}

// genMask is the smallest all-ones mask covering max.
func genMask(max uint64) uint64 {
	if max == 0 {
		return 0
	}
	return 1<<uint(bits.Len64(max)) - 1
}

// BoundedUint64 is a value in [0, rng] as random_bounded_uint64 draws it
// (off 0): spans that fit in 32 bits draw 32-bit outputs.
func BoundedUint64(src Source, rng uint64, masked bool) uint64 {
	switch {
	case rng == 0:
		return 0
	case rng == math.MaxUint32:
		return uint64(src.Uint32())
	case rng < math.MaxUint32:
		if masked {
			return uint64(masked32(src, uint32(rng)))
		}
		return uint64(lemire32(src, uint32(rng)))
	case rng == math.MaxUint64:
		return src.Uint64()
	case masked:
		m := genMask(rng)
		for {
			if v := src.Uint64() & m; v <= rng {
				return v
			}
		}
	}
	return lemire64(src, rng)
}

func masked32(src Source, rng uint32) uint32 {
	m := uint32(genMask(uint64(rng)))
	for {
		if v := src.Uint32() & m; v <= rng {
			return v
		}
	}
}

func lemire32(src Source, rng uint32) uint32 {
	excl := uint64(rng) + 1
	m := uint64(src.Uint32()) * excl
	if left := uint32(m); uint64(left) < excl {
		threshold := uint32((math.MaxUint32 - uint64(rng)) % excl)
		for left < threshold {
			m = uint64(src.Uint32()) * excl
			left = uint32(m)
		}
	}
	return uint32(m >> 32)
}

func lemire64(src Source, rng uint64) uint64 {
	excl := rng + 1
	hi, lo := bits.Mul64(src.Uint64(), excl)
	if lo < excl {
		threshold := (math.MaxUint64 - rng) % excl
		for lo < threshold {
			hi, lo = bits.Mul64(src.Uint64(), excl)
		}
	}
	return hi
}

// Interval is random_interval: a value in [0, max] by masked rejection,
// on 32-bit outputs when max fits in 32 bits. Both APIs' shuffles use it.
func Interval(src Source, max uint64) uint64 {
	if max == 0 {
		return 0
	}
	m := genMask(max)
	if max <= math.MaxUint32 {
		for {
			if v := uint64(src.Uint32()) & m; v <= max {
				return v
			}
		}
	}
	for {
		if v := src.Uint64() & m; v <= max {
			return v
		}
	}
}
