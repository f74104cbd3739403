package py

import "math/big"

// bigTextLeaf is the length of the digit strings BigFromText hands to
// math/big's own scan (quadratic, fast while short).
const bigTextLeaf = 2048

// BigFromText reads a string of ASCII decimal digits (no sign, no
// underscores) into a big.Int by divide and conquer: the high half times
// 10**len(low half) plus the low half, so that the work is a few
// Karatsuba multiplications instead of math/big's scan, which multiplies
// the whole number read so far once per 19 digits (10**6 digits took
// seconds; CPython's Decimal reads them in milliseconds). ok is false
// when s is empty or holds anything but digits. Callers charge
// BigFromTextNanos first.
func BigFromText(s string) (*big.Int, bool) {
	if s == "" {
		return nil, false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return nil, false
		}
	}
	pows := map[int]*big.Int{}
	return bigFromDigits(s, pows), true
}

// bigFromDigits converts digits (already checked), memoizing the powers
// of ten it splits by in pows.
func bigFromDigits(s string, pows map[int]*big.Int) *big.Int {
	if len(s) <= bigTextLeaf {
		x, _ := new(big.Int).SetString(s, 10)
		return x
	}
	// Split at a multiple of the leaf size so that the powers repeat.
	half := (len(s) / 2 / bigTextLeaf) * bigTextLeaf
	if half == 0 {
		half = bigTextLeaf
	}
	lowLen := half
	hi := bigFromDigits(s[:len(s)-lowLen], pows)
	lo := bigFromDigits(s[len(s)-lowLen:], pows)
	p, ok := pows[lowLen]
	if !ok {
		p = new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(lowLen)), nil) //krait:alloc-ok 10**lowLen with lowLen < len(s): smaller than the digit string the program holds (the caller charges the work)
		pows[lowLen] = p
	}
	hi.Mul(hi, p)
	return hi.Add(hi, lo)
}
