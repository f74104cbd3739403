package libm

import "math"

// branred reduces a huge x (|x| >= 105414350, finite) modulo pi/2 the way
// glibc's __branred does, which its sin, cos and tan use there: x is split
// into two 26-bit halves, each multiplied by 2/pi held as 24-bit digits
// (only the digits that matter for its exponent), the integer parts
// dropped, and the fraction times pi/2 returned as a + aa with n = the
// quadrant. It is not an exact reduction (glibc's cos of the double
// nearest a multiple of pi/2, 6381956970095103*2^797, is
// -4.68716592425462e-19 where the exact value is -4.687165924254628e-19),
// so reproducing it is what prints CPython's digits. glibc compiles it
// without FMA: no operation here is fused.
func branred(x float64) (a, aa float64, n uint32) {
	const (
		split = 134217729.0 // 2^27 + 1
		hp0   = 0x1.921fb54442d18p+00
		hp1   = 0x1.1a62633145c07p-54
		mp1   = 0x1.921fb58000000p+00
		mp2   = -0x1.dde9740000000p-27
	)
	x *= 0x1p-600
	t := float64(x * split)
	x1 := t - (t - x)
	x2 := x - x1
	sum1, b1, bb1 := branredHalf(x1)
	sum2, b2, bb2 := branredHalf(x2)
	sum := sum1 + sum2
	b, bb := exactAdd(b1, b2)
	if b > 0.5 {
		b--
		sum++
	} else if b < -0.5 {
		b++
		sum--
	}
	s := b + (bb + bb1 + bb2)
	t = ((b - s) + bb) + (bb1 + bb2)
	b = float64(s * split)
	t1 := b - (b - s)
	t2 := s - t1
	b = float64(s * hp0)
	bb = (((float64(t1*mp1) - b) + float64(t1*mp2)) + float64(t2*mp1)) +
		(float64(t2*mp2) + float64(s*hp1) + float64(t*hp0))
	s = b + bb
	return s, (b - s) + bb, uint32(int32(sum)) & 3
}

// branredHalf multiplies one half of the scaled x by 2/pi and returns the
// integer part's low bits (sum) and the fraction as b + bb.
func branredHalf(x float64) (sum, b, bb float64) {
	const big, big1 = 0x1.8p52, 0x1.8p54
	k := (int(math.Float64bits(x)>>52&2047) - 450) / 24
	if k < 0 {
		k = 0
	}
	gor := math.Float64frombits(math.Float64bits(0x1p576) - uint64(k*24)<<52)
	var r [6]float64
	for i := range r {
		r[i] = float64(float64(x*twoOverPi24[k+i]) * gor)
		gor *= 0x1p-24
	}
	for i := 0; i < 3; i++ {
		s := (r[i] + big) - big
		sum += s
		r[i] -= s
	}
	t := 0.0
	for i := 5; i >= 0; i-- {
		t += r[i]
	}
	bb = (((((r[0] - t) + r[1]) + r[2]) + r[3]) + r[4]) + r[5]
	s := (t + big) - big
	sum += s
	t -= s
	b = t + bb
	bb = (t - b) + bb
	s = (sum + big1) - big1
	return sum - s, b, bb
}

// twoOverPi24 is 2/pi in base 2^24: 2/pi = sum d[i] * 2^(-24(i+1)).
var twoOverPi24 = [75]float64{
	10680707, 7228996, 1387004, 2578385, 16069853, 12639074, 9804092, 4427841,
	16666979, 11263675, 12935607, 2387514, 4345298, 14681673, 3074569, 13734428,
	16653803, 1880361, 10960616, 8533493, 3062596, 8710556, 7349940, 6258241,
	3772886, 3769171, 3798172, 8675211, 12450088, 3874808, 9961438, 366607,
	15675153, 9132554, 7151469, 3571407, 2607881, 12013382, 4155038, 6285869,
	7677882, 13102053, 15825725, 473591, 9065106, 15363067, 6271263, 9264392,
	5636912, 4652155, 7056368, 13614112, 10155062, 1944035, 9527646, 15080200,
	6658437, 6231200, 6832269, 16767104, 5075751, 3212806, 1398474, 7579849,
	6349435, 12618859, 4703257, 12806093, 14477321, 2786137, 12875403, 9837734,
	14528324, 13719321, 343717,
}
