package py

import (
	"math"
	"math/big"
	"math/bits"
	"unsafe"
)

// Int is a Python int that fits in 64 bits.
type Int int64

// Type returns int.
func (Int) Type() *Type { return IntType }

// BigInt is a Python int outside the int64 range. Operations always
// normalise results that fit back to Int, so a *BigInt never holds a
// value an Int could.
type BigInt struct {
	v big.Int
}

// Type returns int.
func (*BigInt) Type() *Type { return IntType }

// Big returns the value as a new *big.Int the caller may modify.
func (b *BigInt) Big() *big.Int { return new(big.Int).Set(&b.v) }

// The range of ints whose Values are preallocated, so that boxing them
// never allocates.
const (
	smallIntMin = -1024
	smallIntMax = 1 << 15 // exclusive
)

// smallIntVals holds the values [smallIntMin, smallIntMax) in order, in
// the data segment: NewInt's Values point into it, so boxing a small int
// never allocates. It costs 8 bytes per value and nothing for the
// collector to scan, where a table of boxed Values cost a 16-byte
// interface plus an 8-byte heap object per value (35,000 of the py
// package's init allocations, 0.8 MB, scanned at every collection).
var smallIntVals [smallIntMax - smallIntMin]Int

// smallInts is smallIntVals once filled. NewInt reads the table through
// it, which orders the filling before any package-level initializer that
// boxes an int.
var smallInts = func() *[smallIntMax - smallIntMin]Int {
	for i := range smallIntVals {
		smallIntVals[i] = Int(int64(i) + smallIntMin)
	}
	return &smallIntVals
}()

// iface is the layout of a non-empty interface value such as Value: its
// type's method table and a pointer to the data.
type iface struct {
	tab  unsafe.Pointer
	data unsafe.Pointer
}

// NewInt boxes an int64 as a Value; ints in the small-int range point
// into a preallocated table and do not allocate.
func NewInt(i int64) Value {
	if u := uint64(i - smallIntMin); u < smallIntMax-smallIntMin {
		var v Value = Int(0)
		(*iface)(unsafe.Pointer(&v)).data = unsafe.Pointer(&smallInts[u])
		return v
	}
	return Int(i)
}

// NewBigInt returns the Value of b: an Int when it fits, else a *BigInt
// that takes ownership of b.
func NewBigInt(b *big.Int) Value {
	if b.IsInt64() {
		return NewInt(b.Int64())
	}
	r := &BigInt{}
	r.v.Set(b)
	return r
}

// AsBig returns v's value as a *big.Int when v is an int (or bool); the
// result may be shared and must not be modified.
func AsBig(v Value) (*big.Int, bool) {
	switch x := v.(type) {
	case Int:
		return big.NewInt(int64(x)), true
	case *BigInt:
		return &x.v, true
	case Bool:
		if x {
			return big.NewInt(1), true
		}
		return big.NewInt(0), true
	case *Instance:
		if x.Base != nil {
			return AsBig(x.Base)
		}
	}
	return nil, false
}

// AsInt64 returns v as an int64 when v is an int (or bool) that fits.
func AsInt64(v Value) (int64, bool) {
	switch x := v.(type) {
	case Int:
		return int64(x), true
	case Bool:
		if x {
			return 1, true
		}
		return 0, true
	case *Instance:
		if x.Base != nil {
			return AsInt64(x.Base)
		}
	}
	return 0, false
}

// isIntValue reports whether v is an int (incl. bool, big, int subclass).
func isIntValue(v Value) bool {
	switch x := v.(type) {
	case Int, *BigInt, Bool:
		return true
	case *Instance:
		return x.Base != nil && isIntValue(x.Base)
	}
	return false
}

// bigBitsLimit caps the size of any int result (in bits) before it is
// computed; the memory budget then decides.
func checkIntBits(t *Thread, nbits float64) error {
	if nbits > 1<<40 {
		return t.memoryErrorOrNil()
	}
	return t.Alloc(int64(nbits/8) + 16)
}

// memoryErrorOrNil returns the memory limit error (for a nil thread, a
// MemoryError exception, so that init-time code never allocates huge).
func (t *Thread) memoryErrorOrNil() error {
	if t == nil {
		return NewMemoryError("")
	}
	return t.memoryError()
}

// intAdd returns a+b.
func intAdd(a, b int64) Value {
	c := a + b
	if (c > a) == (b > 0) {
		return NewInt(c)
	}
	return NewBigInt(new(big.Int).Add(big.NewInt(a), big.NewInt(b)))
}

// intSub returns a-b.
func intSub(a, b int64) Value {
	c := a - b
	if (c < a) == (b > 0) {
		return NewInt(c)
	}
	return NewBigInt(new(big.Int).Sub(big.NewInt(a), big.NewInt(b)))
}

// intMul returns a*b.
func intMul(a, b int64) Value {
	if a == 0 || b == 0 {
		return NewInt(0)
	}
	neg := (a < 0) != (b < 0)
	ua, ub := absU(a), absU(b)
	hi, lo := bits.Mul64(ua, ub)
	if hi == 0 {
		if !neg && lo <= math.MaxInt64 {
			return NewInt(int64(lo))
		}
		if neg && lo <= 1<<63 {
			return NewInt(-int64(lo))
		}
	}
	return NewBigInt(new(big.Int).Mul(big.NewInt(a), big.NewInt(b)))
}

func absU(a int64) uint64 {
	if a < 0 {
		return uint64(-a)
	}
	return uint64(a)
}

// intFloorDiv returns a//b (b != 0) with Python's floor semantics.
func intFloorDiv(a, b int64) Value {
	if a == math.MinInt64 && b == -1 {
		return NewBigInt(new(big.Int).Neg(big.NewInt(a)))
	}
	q := a / b
	if (a%b != 0) && ((a < 0) != (b < 0)) {
		q--
	}
	return NewInt(q)
}

// intMod returns a%b (b != 0) with the sign of b.
func intMod(a, b int64) int64 {
	if b == -1 {
		return 0
	}
	r := a % b
	if r != 0 && ((r < 0) != (b < 0)) {
		r += b
	}
	return r
}

// bigFloorDivMod returns Python's (a//b, a%b) for big ints, b != 0.
func bigFloorDivMod(a, b *big.Int) (*big.Int, *big.Int) {
	q, r := new(big.Int).QuoRem(a, b, new(big.Int))
	if r.Sign() != 0 && r.Sign() != b.Sign() {
		q.Sub(q, big.NewInt(1))
		r.Add(r, b)
	}
	return q, r
}

// intBinary applies op to two ints (Int, *BigInt or Bool operands).
func intBinary(t *Thread, op BinaryOp, x, y Value) (Value, error) {
	a, aSmall := AsInt64(x)
	b, bSmall := AsInt64(y)
	if aSmall && bSmall {
		return int64Binary(t, op, a, b)
	}
	ab, _ := AsBig(x)
	bb, _ := AsBig(y)
	return bigBinary(t, op, ab, bb)
}

// int64Binary applies op to two int64 operands.
func int64Binary(t *Thread, op BinaryOp, a, b int64) (Value, error) {
	switch op {
	case Add:
		return intAdd(a, b), nil
	case Sub:
		return intSub(a, b), nil
	case Mul:
		return intMul(a, b), nil
	case FloorDiv:
		if b == 0 {
			return nil, NewZeroDivisionError("integer division or modulo by zero")
		}
		return intFloorDiv(a, b), nil
	case Mod:
		if b == 0 {
			return nil, NewZeroDivisionError("integer modulo by zero")
		}
		return NewInt(intMod(a, b)), nil
	case TrueDiv:
		return intTrueDiv(big.NewInt(a), big.NewInt(b), a, b, true)
	case Pow:
		return intPow(t, big.NewInt(a), big.NewInt(b))
	case LShift:
		if b < 0 {
			return nil, NewValueError("negative shift count")
		}
		if a == 0 {
			return NewInt(0), nil
		}
		if b < 63 {
			r := a << uint(b)
			if r>>uint(b) == a {
				return NewInt(r), nil
			}
		}
		return bigShift(t, big.NewInt(a), b)
	case RShift:
		if b < 0 {
			return nil, NewValueError("negative shift count")
		}
		if b > 63 {
			b = 63
		}
		return NewInt(a >> uint(b)), nil
	case And:
		return NewInt(a & b), nil
	case Or:
		return NewInt(a | b), nil
	case Xor:
		return NewInt(a ^ b), nil
	}
	return NotImplemented, nil
}

// bigShift returns a << n, checking the result size first.
func bigShift(t *Thread, a *big.Int, n int64) (Value, error) {
	if err := checkIntBits(t, float64(a.BitLen())+float64(n)); err != nil {
		return nil, err
	}
	return NewBigInt(new(big.Int).Lsh(a, uint(n))), nil
}

// bigBinary applies op to two big-int operands.
func bigBinary(t *Thread, op BinaryOp, a, b *big.Int) (Value, error) {
	// Work proportional to the operand sizes.
	if err := t.Charge(int64(len(a.Bits())+len(b.Bits())) / 8); err != nil {
		return nil, err
	}
	switch op {
	case Add:
		return NewBigInt(new(big.Int).Add(a, b)), nil
	case Sub:
		return NewBigInt(new(big.Int).Sub(a, b)), nil
	case Mul:
		if err := checkIntBits(t, float64(a.BitLen()+b.BitLen())); err != nil {
			return nil, err
		}
		if err := t.ChargeNanos(BigMulNanos(a.BitLen(), b.BitLen())); err != nil {
			return nil, err
		}
		return NewBigInt(new(big.Int).Mul(a, b)), nil
	case FloorDiv, Mod:
		if b.Sign() == 0 {
			if op == Mod {
				return nil, NewZeroDivisionError("integer modulo by zero")
			}
			return nil, NewZeroDivisionError("integer division or modulo by zero")
		}
		q, r := bigFloorDivMod(a, b)
		if op == Mod {
			return NewBigInt(r), nil
		}
		return NewBigInt(q), nil
	case TrueDiv:
		return intTrueDiv(a, b, 0, 0, false)
	case Pow:
		return intPow(t, a, b)
	case LShift:
		if b.Sign() < 0 {
			return nil, NewValueError("negative shift count")
		}
		if a.Sign() == 0 {
			return NewInt(0), nil
		}
		if !b.IsInt64() {
			// The result cannot be built: CPython raises MemoryError,
			// krait its memory limit, as for any result over 2**40 bits.
			return nil, t.memoryErrorOrNil()
		}
		return bigShift(t, a, b.Int64())
	case RShift:
		if b.Sign() < 0 {
			return nil, NewValueError("negative shift count")
		}
		if !b.IsInt64() || b.Int64() > int64(a.BitLen()) {
			if a.Sign() < 0 {
				return NewInt(-1), nil
			}
			return NewInt(0), nil
		}
		return NewBigInt(new(big.Int).Rsh(a, uint(b.Int64()))), nil
	case And:
		return NewBigInt(new(big.Int).And(a, b)), nil
	case Or:
		return NewBigInt(new(big.Int).Or(a, b)), nil
	case Xor:
		return NewBigInt(new(big.Int).Xor(a, b)), nil
	}
	return NotImplemented, nil
}

// intTrueDiv returns a/b correctly rounded, as CPython does.
func intTrueDiv(a, b *big.Int, sa, sb int64, small bool) (Value, error) {
	if b.Sign() == 0 {
		return nil, NewZeroDivisionError("division by zero")
	}
	const exact = 1 << 53
	if small && sa > -exact && sa < exact && sb > -exact && sb < exact {
		return Float(float64(sa) / float64(sb)), nil
	}
	if a.Sign() == 0 {
		return Float(math.Copysign(0, float64(b.Sign()))), nil
	}
	f, _ := new(big.Rat).SetFrac(a, b).Float64()
	if math.IsInf(f, 0) {
		return nil, NewOverflowError("integer division result too large for a float")
	}
	return Float(f), nil
}

// intPow returns a**b for ints: a float for negative b, with the result
// size checked before computing.
func intPow(t *Thread, a, b *big.Int) (Value, error) {
	if b.Sign() < 0 {
		fa, err := bigToFloat(a)
		if err != nil {
			return nil, err
		}
		fb, err := bigToFloat(b)
		if err != nil {
			return nil, err
		}
		return floatPow(fa, fb)
	}
	// Trivial bases need no size check.
	if a.IsInt64() {
		switch a.Int64() {
		case 0:
			if b.Sign() == 0 {
				return NewInt(1), nil
			}
			return NewInt(0), nil
		case 1:
			return NewInt(1), nil
		case -1:
			if b.Bit(0) == 0 {
				return NewInt(1), nil
			}
			return NewInt(-1), nil
		}
	}
	if !b.IsInt64() {
		return nil, t.memoryErrorOrNil()
	}
	e := b.Int64()
	// Result has about bitlen(a)*e bits.
	if a.IsInt64() && e < 64 {
		if v, ok := pow64(a.Int64(), e); ok {
			return NewInt(v), nil
		}
	}
	nbits := float64(a.BitLen()) * float64(e)
	if err := checkIntBits(t, nbits); err != nil {
		return nil, err
	}
	if err := t.ChargeNanos(BigPowNanos(a.BitLen(), float64(e))); err != nil {
		return nil, err
	}
	return NewBigInt(new(big.Int).Exp(a, b, nil)), nil
}

// pow64 computes a**e in int64, reporting overflow.
func pow64(a, e int64) (int64, bool) {
	result := int64(1)
	for e > 0 {
		if e&1 == 1 {
			hi, lo := bits.Mul64(absU(result), absU(a))
			if hi != 0 || lo > math.MaxInt64 {
				return 0, false
			}
			neg := (result < 0) != (a < 0)
			result = int64(lo)
			if neg {
				result = -result
			}
		}
		e >>= 1
		if e > 0 {
			hi, lo := bits.Mul64(absU(a), absU(a))
			if hi != 0 || lo > math.MaxInt64 {
				return 0, false
			}
			a = int64(lo)
		}
	}
	return result, true
}

// IntPowMod is pow(a, b, m) for ints, including negative exponents via
// the modular inverse, with CPython's errors.
func IntPowMod(t *Thread, a, b, m *big.Int) (Value, error) {
	if m.Sign() == 0 {
		return nil, NewValueError("pow() 3rd argument cannot be 0")
	}
	if err := t.ChargeNanos(BigPowModNanos(b.BitLen(), m.BitLen())); err != nil {
		return nil, err
	}
	neg := m.Sign() < 0
	mm := new(big.Int).Abs(m)
	base := new(big.Int).Mod(a, mm)
	exp := b
	if b.Sign() < 0 {
		inv := new(big.Int).ModInverse(base, mm)
		if inv == nil {
			return nil, NewValueError("base is not invertible for the given modulus")
		}
		base = inv
		exp = new(big.Int).Neg(b)
	}
	r := new(big.Int).Exp(base, exp, mm)
	if mm.Cmp(big.NewInt(1)) == 0 {
		r.SetInt64(0)
	}
	if neg && r.Sign() != 0 {
		r.Add(r, m)
	}
	return NewBigInt(r), nil
}

// bigToFloat converts an int to float, correctly rounded, with CPython's
// OverflowError for values beyond the float range.
func bigToFloat(a *big.Int) (float64, error) {
	if a.IsInt64() {
		return float64(a.Int64()), nil
	}
	f, _ := new(big.Float).SetInt(a).Float64()
	if math.IsInf(f, 0) {
		return 0, NewOverflowError("int too large to convert to float")
	}
	return f, nil
}

// IntToFloat converts an int Value to float64 (OverflowError when too big).
func IntToFloat(v Value) (float64, error) {
	if i, ok := AsInt64(v); ok {
		return float64(i), nil
	}
	b, ok := AsBig(v)
	if !ok {
		return 0, NewTypeError("must be real number, not %s", v.Type().Name)
	}
	return bigToFloat(b)
}

// intCompare compares two ints: -1, 0 or +1.
func intCompare(x, y Value) int {
	a, aok := AsInt64(x)
	b, bok := AsInt64(y)
	if aok && bok {
		switch {
		case a < b:
			return -1
		case a > b:
			return 1
		}
		return 0
	}
	ab, _ := AsBig(x)
	bb, _ := AsBig(y)
	return ab.Cmp(bb)
}

// compareIntFloat compares an int with a float exactly: -1, 0, +1, or
// 2 when f is NaN (unordered).
func compareIntFloat(x Value, f float64) int {
	if math.IsNaN(f) {
		return 2
	}
	if math.IsInf(f, 1) {
		return -1
	}
	if math.IsInf(f, -1) {
		return 1
	}
	if i, ok := AsInt64(x); ok && i > -(1<<53) && i < 1<<53 {
		fi := float64(i)
		switch {
		case fi < f:
			return -1
		case fi > f:
			return 1
		}
		return 0
	}
	b, _ := AsBig(x)
	bf := new(big.Float).SetInt(b)
	return bf.Cmp(new(big.Float).SetFloat64(f))
}

// intHash is hash() of an int value.
func intHash(v Value) int64 {
	if i, ok := AsInt64(v); ok {
		return hashInt64(i)
	}
	b, _ := AsBig(v)
	m := new(big.Int).Mod(new(big.Int).Abs(b), big.NewInt(hashModulus)).Int64()
	if b.Sign() < 0 {
		m = -m
	}
	if m == -1 {
		m = -2
	}
	return m
}

// maxStrDigits is CPython's default limit on int<->str conversion.
const maxStrDigits = 4300

// MaxStrDigits is sys.get_int_max_str_digits(): int() of a decimal str
// longer than this is a ValueError (library code that calls int() on
// parts of a string, as fractions does, applies it too).
const MaxStrDigits = maxStrDigits

// BigString returns str() of an integer held by native code (a
// Fraction's terms), refusing as str(int) does more than 4300 digits
// before converting.
func BigString(t *Thread, b *big.Int) (string, error) { return intString(t, NewBigInt(b)) }

// intString returns str(v) for an int, refusing (like CPython) to make
// more than 4300 digits.
func intString(t *Thread, v Value) (string, error) {
	switch x := v.(type) {
	case Int:
		return itoa(int64(x)), nil
	case Bool:
		if x {
			return "1", nil
		}
		return "0", nil
	}
	b, _ := AsBig(v)
	// Digits ~ bits * log10(2); refuse clearly-too-big values before
	// converting, as CPython does.
	if float64(b.BitLen())*0.30102999566398120 > maxStrDigits+1 {
		return "", NewValueError("Exceeds the limit (4300 digits) for integer string conversion; use sys.set_int_max_str_digits() to increase the limit")
	}
	if err := t.Charge(int64(b.BitLen()) / 64); err != nil {
		return "", err
	}
	s := b.String() //krait:alloc-ok refused above beyond 4300 digits (CPython int_max_str_digits)
	n := len(s)
	if b.Sign() < 0 {
		n--
	}
	if n > maxStrDigits {
		return "", NewValueError("Exceeds the limit (4300 digits) for integer string conversion; use sys.set_int_max_str_digits() to increase the limit")
	}
	return s, nil
}
