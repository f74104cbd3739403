package random

import (
	"fmt"
	"github.com/kraitpy/krait/internal/libm"
	"math"
	"math/big"
	"math/bits"
)

// RandBelow returns a uniform int in [0, n) for n > 0 with CPython's
// _randbelow_with_getrandbits: draw n.bit_length() bits until below n.
func (r *Random) RandBelow(n *big.Int) *big.Int {
	if n.Sign() <= 0 {
		panic("random: RandBelow needs n > 0")
	}
	if n.IsUint64() {
		return new(big.Int).SetUint64(r.RandBelow64(n.Uint64()))
	}
	k := n.BitLen()
	for {
		v, _ := r.GetRandBits(k)
		if v.Cmp(n) < 0 {
			return v
		}
	}
}

// RandBelow64 is RandBelow for a machine-sized n > 0.
func (r *Random) RandBelow64(n uint64) uint64 {
	if n == 0 {
		panic("random: RandBelow64 needs n > 0")
	}
	k := bits.Len64(n)
	for {
		if v := r.GetRandBits64(k); v < n {
			return v
		}
	}
}

// RandRange is random.randrange for int arguments. stop == nil means the
// one-argument form randrange(start); step == nil means the default step 1
// (passing an explicit step without stop is CPython's TypeError). Converting
// non-int arguments is the caller's job.
func (r *Random) RandRange(start, stop, step *big.Int) (*big.Int, error) {
	if stop == nil {
		if step != nil {
			return nil, typeError("Missing a non-None stop argument")
		}
		if start.Sign() > 0 {
			return r.RandBelow(start), nil
		}
		return nil, valueError("empty range for randrange()")
	}
	width := new(big.Int).Sub(stop, start)
	if step == nil || (step.IsInt64() && step.Int64() == 1) {
		if width.Sign() > 0 {
			return width.Add(start, r.RandBelow(width)), nil
		}
		return nil, valueError(fmt.Sprintf("empty range for randrange() (%s, %s, %s)", start, stop, width))
	}
	var n *big.Int
	switch step.Sign() {
	case 1: // n = (width + step - 1) // step
		n = new(big.Int).Add(width, step)
		n.Sub(n, big.NewInt(1))
	case -1: // n = (width + step + 1) // step
		n = new(big.Int).Add(width, step)
		n.Add(n, big.NewInt(1))
	default:
		return nil, valueError("zero step for randrange()")
	}
	floorDiv(n, step)
	if n.Sign() <= 0 {
		return nil, valueError("empty range for randrange()")
	}
	v := r.RandBelow(n)
	return v.Mul(v, step).Add(v, start), nil
}

// floorDiv sets n = n // d with Python's floor rounding.
func floorDiv(n, d *big.Int) {
	m := new(big.Int)
	n.DivMod(n, d, m) // Euclidean: m >= 0, so only a negative d rounds up
	if m.Sign() != 0 && d.Sign() < 0 {
		n.Sub(n, big.NewInt(1))
	}
}

// RandRange64 is RandRange for machine-sized arguments, with step 1 when
// step is 1. It reports ok=false when the range does not fit an int64
// computation; the caller then uses RandRange.
func (r *Random) RandRange64(start, stop, step int64) (v int64, ok bool, err error) {
	if step != 1 {
		return 0, false, nil
	}
	width := stop - start
	if (stop >= start) != (width >= 0) { // overflow
		return 0, false, nil
	}
	if width <= 0 {
		return 0, true, valueError(fmt.Sprintf("empty range for randrange() (%d, %d, %d)", start, stop, width))
	}
	return start + int64(r.RandBelow64(uint64(width))), true, nil
}

// RandInt is random.randint(a, b) == randrange(a, b+1).
func (r *Random) RandInt(a, b *big.Int) (*big.Int, error) {
	return r.RandRange(a, new(big.Int).Add(b, big.NewInt(1)), nil)
}

// Choice returns the index random.choice picks in a sequence of length n.
func (r *Random) Choice(n int) (int, error) {
	if n <= 0 {
		return 0, indexError("Cannot choose from an empty sequence")
	}
	return int(r.RandBelow64(uint64(n))), nil
}

// Shuffle performs random.shuffle's swaps on a sequence of length n:
// for i from n-1 down to 1, swap(i, randbelow(i+1)).
func (r *Random) Shuffle(n int, swap func(i, j int)) {
	for i := n - 1; i >= 1; i-- {
		j := int(r.RandBelow64(uint64(i + 1)))
		swap(i, j)
	}
}

// Sample returns the population indexes random.sample(population, k)
// selects from a population of length n, in selection order. Like CPython
// it tracks a pool when n is small relative to k and a set of selected
// indexes otherwise, which draws different numbers.
func (r *Random) Sample(n, k int) ([]int, error) {
	if k < 0 || k > n {
		return nil, valueError("Sample larger than population or is negative")
	}
	if err := checkAlloc(int64(k) * 16); err != nil {
		return nil, err
	}
	result := make([]int, k)
	setsize := 21
	if k > 5 {
		setsize += int(math.Pow(4, math.Ceil(libm.Log(float64(k*3))/libm.Log(4))))
	}
	if n <= setsize {
		pool := make([]int, n) //krait:alloc-ok n <= setsize, about 12k + 21, and k was checked above (checkAlloc)
		for i := range pool {
			pool[i] = i
		}
		for i := 0; i < k; i++ {
			j := int(r.RandBelow64(uint64(n - i)))
			result[i] = pool[j]
			pool[j] = pool[n-i-1]
		}
		return result, nil
	}
	selected := make(map[int]struct{}, k)
	for i := 0; i < k; i++ {
		j := int(r.RandBelow64(uint64(n)))
		for {
			if _, dup := selected[j]; !dup {
				break
			}
			j = int(r.RandBelow64(uint64(n)))
		}
		selected[j] = struct{}{}
		result[i] = j
	}
	return result, nil
}

// SampleCounts is random.sample(population, k, counts=counts) for a
// population of len(counts) elements: it returns population indexes. The
// caller checks that len(counts) matches the population and that the
// counts are ints ("Counts must be integers").
func (r *Random) SampleCounts(counts []int64, k int) ([]int, error) {
	cum := make([]int64, len(counts))
	var total int64
	for i, c := range counts {
		total += c
		cum[i] = total
	}
	if len(cum) == 0 {
		return nil, indexError("pop from empty list")
	}
	cum = cum[:len(cum)-1]
	if total <= 0 {
		return nil, valueError("Total of counts must be greater than zero")
	}
	if total > math.MaxInt {
		return nil, &Error{Type: "OverflowError", Msg: "Python int too large to convert to C ssize_t"}
	}
	sel, err := r.Sample(int(total), k)
	if err != nil {
		return nil, err
	}
	for i, s := range sel {
		sel[i] = bisectRightInt(cum, int64(s))
	}
	return sel, nil
}

func bisectRightInt(a []int64, x int64) int {
	lo, hi := 0, len(a)
	for lo < hi {
		mid := (lo + hi) / 2
		if x < a[mid] {
			hi = mid
		} else {
			lo = mid + 1
		}
	}
	return lo
}

// Choices returns the indexes random.choices(population, k=k) picks from a
// population of length n without weights: floor(random() * n) each. For an
// empty population CPython fails on indexing after one draw; Choices then
// returns the index 0 after that one draw so the caller's own indexing
// raises the type-specific IndexError. k <= 0 gives no picks. A k beyond
// MaxAllocation is refused with MemoryError.
func (r *Random) Choices(n, k int) ([]int, error) {
	if k <= 0 {
		return nil, nil
	}
	if n == 0 {
		r.Random()
		return []int{0}, nil
	}
	if err := checkAlloc(int64(k) * 8); err != nil {
		return nil, err
	}
	fn := float64(n)
	out := make([]int, k)
	for i := range out {
		out[i] = int(math.Floor(r.Random() * fn))
	}
	return out, nil
}

// ChoicesCumulative is random.choices with cumulative weights (already
// accumulated by the caller, with Python's + on the original values, then
// converted to float): it returns population indexes. n is the population
// length.
func (r *Random) ChoicesCumulative(n int, cum []float64, k int) ([]int, error) {
	if len(cum) != n {
		return nil, valueError("The number of weights does not match the population")
	}
	if n == 0 {
		return nil, indexError("list index out of range")
	}
	total := cum[n-1] + 0.0
	if total <= 0.0 {
		return nil, valueError("Total of weights must be greater than zero")
	}
	if math.IsInf(total, 0) || math.IsNaN(total) {
		return nil, valueError("Total of weights must be finite")
	}
	if k <= 0 {
		return nil, nil
	}
	if err := checkAlloc(int64(k) * 8); err != nil {
		return nil, err
	}
	hi := n - 1
	out := make([]int, k)
	for i := range out {
		x := r.Random() * total
		lo, h := 0, hi
		for lo < h {
			mid := (lo + h) / 2
			if x < cum[mid] {
				h = mid
			} else {
				lo = mid + 1
			}
		}
		out[i] = lo
	}
	return out, nil
}

// ChoicesWeights is random.choices with relative weights given as floats:
// it accumulates them with float addition (exact for Python floats; a
// caller with int or other weights should accumulate with Python's + and
// call ChoicesCumulative).
func (r *Random) ChoicesWeights(n int, weights []float64, k int) ([]int, error) {
	cum := make([]float64, len(weights))
	var t float64
	for i, w := range weights {
		t += w
		cum[i] = t
	}
	return r.ChoicesCumulative(n, cum, k)
}
