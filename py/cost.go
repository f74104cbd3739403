package py

import (
	"math"
	"math/big"
)

// The cost model: how native work inside builtins and stdlib functions is
// charged to the operation budget. One operation is what the evaluator
// charges per evaluated node, about NanosPerOp of work. Native loops
// charge their work in the same unit through the helpers below, in bulk
// (once per call with the size, not per element), so that one file
// calibrates every builtin: change the constants here, nowhere else.
//
// The estimates for big numbers are charged before the work starts, so an
// operation that would exhaust what is left of the budget is refused at
// once (an OperationLimitError) instead of running for minutes inside one
// call where no deadline is polled.

// NanosPerOp is the work one operation stands for.
const NanosPerOp = 25

// Throughputs of native loops, per operation.
const (
	// BytesPerOp is for memmove/memchr-speed loops: copying, hashing,
	// searching or comparing bytes.
	BytesPerOp = 256
	// CharsPerOp is for loops that handle one character or byte at a
	// time with a branch or a table look-up: case mapping, escaping for
	// repr, encoding and decoding, formatting digits.
	CharsPerOp = 16
	// ItemsPerOp is for loops over value slots that do no Python-level
	// work per slot: copying, moving, collecting references.
	ItemsPerOp = 16
	// NativeItemsPerOp is for loops that do one native operation per
	// item: producing the next item of a built-in iterator (list(range(n)),
	// list(s)), comparing two items with == or < (in, index, count,
	// remove, sequence comparison), looking an item up. CPython spends 2
	// to 5 ns on each (measured: list(range(1, 101)) 0.5 us, 1000
	// compares of `in` 1 us), and about 15 to 25 ns on one evaluated
	// node (docs/security.md's calibration table). A comparison that runs
	// the program's own __eq__ or __lt__ charges that code's operations
	// on top.
	NativeItemsPerOp = 4
	// SortComparesPerOp is for a sort's comparisons of ints, floats or
	// strs (list.sort's fast path): CPython sorts 1,000 floats in 26 us,
	// about 2.6 ns per comparison.
	SortComparesPerOp = 8
)

// tickItem charges the i-th item (counting from 0) of a loop that does
// one native operation per item: one operation every NativeItemsPerOp
// items, and so a deadline poll as often as Tick makes one.
func tickItem(t *Thread, i int) error {
	if i%NativeItemsPerOp != 0 || t == nil {
		return nil
	}
	return t.Tick()
}

// AllocChargeMin is the size from which an allocation charged to the
// memory budget (Thread.Alloc) also pays the operations of a
// memmove-speed pass over its bytes (ChargeBytes). Memory is not handed
// out unwritten: whatever fills it (a copy, a join, a repeat, zeroing)
// takes time in proportion, and reclaim forgives garbage bytes but never
// these operations, so a loop that makes big temporaries (`t = s + "y"`
// with a 10 MB s) runs out of budget instead of running for minutes on a
// few thousand evaluated nodes. Below this size the evaluated nodes that
// asked for the memory already pay for it (one operation stands for
// NanosPerOp, more than filling a few KiB takes).
const AllocChargeMin = 4096

// Estimated costs of big-number arithmetic (math/big), in nanoseconds per
// machine word; measured on the development machine (2 cores, loaded).
const (
	bigMulSchoolNanos = 1.0 // per word product below the Karatsuba threshold
	bigMulKaraNanos   = 5.0 // times w**1.585 above it
	bigKaratsubaWords = 40
	bigDivFactor      = 3.0  // a division costs about three multiplications
	bigGCDNanos       = 10.0 // Lehmer GCD: times w**2
)

// ChargeBytes charges the work of a memmove-speed pass over n bytes.
func (t *Thread) ChargeBytes(n int) error {
	if t == nil {
		return nil
	}
	return t.Charge(int64(n) / BytesPerOp)
}

// ChargeChars charges the work of handling n characters one at a time.
func (t *Thread) ChargeChars(n int) error {
	if t == nil {
		return nil
	}
	return t.Charge(int64(n) / CharsPerOp)
}

// ChargeItems charges the work of copying or visiting n value slots.
func (t *Thread) ChargeItems(n int) error {
	if t == nil {
		return nil
	}
	return t.Charge(int64(n) / ItemsPerOp)
}

// ChargeNanos charges an estimate of native work given in nanoseconds,
// refusing at once when it exceeds what is left of the budget.
func (t *Thread) ChargeNanos(ns float64) error {
	if t == nil {
		return nil
	}
	ops := ns / NanosPerOp
	if ops >= math.MaxInt64/4 || ops != ops {
		ops = math.MaxInt64 / 4
	}
	return t.Charge(int64(ops))
}

// words returns the number of 64-bit words of an n-bit number (at least 1).
func words(bits int) float64 { return float64(bits/64 + 1) }

// BigMulNanos estimates the time of multiplying an a-bit by a b-bit
// number.
func BigMulNanos(a, b int) float64 {
	wa, wb := words(a), words(b)
	if wa > wb {
		wa, wb = wb, wa
	}
	if wa < bigKaratsubaWords {
		return bigMulSchoolNanos * wa * wb
	}
	// Karatsuba on wa-word blocks of the longer operand.
	return bigMulKaraNanos * math.Pow(wa, 1.585) * (wb / wa)
}

// BigDivNanos estimates the time of dividing an a-bit number by a b-bit
// number (or reducing it modulo one).
func BigDivNanos(a, b int) float64 {
	if a <= b {
		return BigMulNanos(b, b) / 8
	}
	return bigDivFactor * BigMulNanos(a-b, b)
}

// BigGCDNanos estimates the time of the GCD of an a-bit and a b-bit
// number (which every exact fraction operation performs).
func BigGCDNanos(a, b int) float64 {
	w := words(max(a, b))
	return bigGCDNanos * w * w
}

// BigPowNanos estimates the time of raising a b-bit number to the power
// e by repeated squaring: the last squarings dominate, the whole costs
// about twice the last one.
func BigPowNanos(b int, e float64) float64 {
	bits := float64(b) * e
	if bits > 1<<50 {
		return math.Inf(1)
	}
	return 2 * BigMulNanos(int(bits/2), int(bits/2))
}

// BigPowModNanos estimates pow(x, e, m) for an e-bit exponent and an
// m-bit modulus: a squaring and a reduction per exponent bit, and as many
// multiplications again at worst.
func BigPowModNanos(e, m int) float64 {
	return 2 * float64(e) * (BigMulNanos(m, m) + BigDivNanos(2*m, m))
}

// BigToTextNanos estimates converting an n-bit number to decimal text
// (or back): divide and conquer, a few multiplications of half size per
// level of recursion.
func BigToTextNanos(n int) float64 {
	levels := math.Log2(words(n)) + 1
	return 2 * levels * BigMulNanos(n/2, n/2)
}

// BigFromTextNanos estimates reading an n-digit decimal string into a
// big number with BigFromText: math/big's scan (quadratic: it multiplies
// the whole number read so far for each chunk of 19 digits) on pieces of
// bigTextLeaf digits, joined by multiplications by powers of ten, which
// the top of the divide and conquer dominates.
func BigFromTextNanos(digits int) float64 {
	if digits <= bigTextLeaf {
		return bigScanNanos(digits)
	}
	bits := decimalBits(int64(digits))
	leaves := float64(digits)/bigTextLeaf + 1
	return leaves*bigScanNanos(bigTextLeaf) + 4*BigMulNanos(bits/2, bits/2)
}

// bigScanNanos estimates math/big's own scan of an n-digit string.
func bigScanNanos(digits int) float64 {
	chunks := float64(digits)/19 + 1
	return chunks * words(decimalBits(int64(digits)))
}

// BigProductNanos estimates building a bits-bit number as a product of
// many small factors (factorials, falling products) with a product tree:
// about three multiplications of the two halves.
func BigProductNanos(bits float64) float64 {
	if bits > 1<<50 {
		return math.Inf(1)
	}
	return 3 * BigMulNanos(int(bits/2), int(bits/2))
}

// ChargeRatOp charges an exact fraction operation on a and b (add, sub,
// mul or div): the cross multiplications and the GCD that normalises the
// result, which is quadratic in its size. Fraction arithmetic whose
// denominators keep growing (summing 1/i) is thereby bounded by the
// budget, not by the wall clock.
func (t *Thread) ChargeRatOp(a, b *big.Rat) error {
	if t == nil {
		return nil
	}
	an, ad := a.Num().BitLen(), a.Denom().BitLen()
	bn, bd := b.Num().BitLen(), b.Denom().BitLen()
	if an+ad+bn+bd < 4096 {
		return t.Tick() // small: about one operation
	}
	num := max(an+bd, bn+ad)
	den := ad + bd
	return t.ChargeNanos(2*BigMulNanos(max(an, bn), max(ad, bd)) + BigMulNanos(ad, bd) + BigGCDNanos(num, den))
}

// ChargeRatPow charges raising the fraction a to the power e (|e|),
// including the normalising GCD of the result.
func (t *Thread) ChargeRatPow(a *big.Rat, e int64) error {
	if t == nil {
		return nil
	}
	if e < 0 {
		e = -e
	}
	n, d := a.Num().BitLen(), a.Denom().BitLen()
	nb, db := float64(n)*float64(e), float64(d)*float64(e)
	if nb > 1<<50 || db > 1<<50 {
		return t.ChargeNanos(math.Inf(1))
	}
	return t.ChargeNanos(BigPowNanos(n, float64(e)) + BigPowNanos(d, float64(e)) + BigGCDNanos(int(nb), int(db)))
}

// decimalBits converts decimal digits to bits.
func decimalBits(digits int64) int {
	if digits > 1<<48 {
		digits = 1 << 48
	}
	return int(float64(digits) * 3.33)
}

// DecimalArithNanos estimates one decimal multiplication or division
// whose operands have a and b digits, rounded to prec digits.
func DecimalArithNanos(a, b, prec int64) float64 {
	return BigDivNanos(decimalBits(max(a+b, prec)), decimalBits(max(b, 1)))
}

// DecimalTransNanos estimates a transcendental decimal function (exp,
// ln, log10, non-integer power) at prec digits of an operand of digits
// digits: a series of multiplications whose length grows with the
// precision; measured on apd, about 0.27 ms at 100 digits growing as
// prec**2.7.
func DecimalTransNanos(prec, digits int64) float64 {
	p := float64(max(prec, digits))
	return 2e4 + 2.7e5*math.Pow(p/100, 2.7)
}
