package numpy

import "golang.org/x/sys/cpu"

// The AVX2 element-wise kernels of vec_amd64.s (n a multiple of 4, at
// least 4; the result is nonzero when some result is inf or NaN).
//
//go:noescape
func vecArith(op int, x, y, dst *float64, n int) int

//go:noescape
func vecArithScalar(op int, x *float64, s float64, dst *float64, n int) int

//go:noescape
func vecSqrt(x, dst *float64, n int) int

// haveVec reports whether the kernels can run.
var haveVec = cpu.X86.HasAVX2

// vecChunk bounds one kernel call (a few microseconds), so that a
// goroutine in a long loop reaches a preemption point (preemptPoint)
// between calls.
const vecChunk = 1 << 13

// preemptPoint is where a loop of kernel calls stops when the runtime
// asks (the garbage collector, to scan its stack): an assembly kernel
// cannot be preempted by a signal, so without a check between calls the
// runtime signals the thread every few microseconds until the whole loop
// ends, and the thread spends its time in the signal handler (tens of
// milliseconds of system time per collection over a 1e6-element
// expression). It is not inlined and calls a function, so it has the
// stack check that notices a preemption request.
//
//go:noinline
func preemptPoint() { preemptLeaf() }

//go:noinline
func preemptLeaf() {}

// arithVec computes ds = xs op ys (op: codeAdd - codeAdd .. codeDiv -
// codeAdd) for the largest multiple of 4 elements it can, returning how
// many it did and whether a result was inf or NaN.
func arithVec(op int, xs, ys, ds []float64) (int, bool) {
	if !haveVec {
		return 0, false
	}
	n := len(ds) &^ 3
	bad := 0
	for o := 0; o < n; o += vecChunk {
		preemptPoint()
		m := min(vecChunk, n-o)
		bad |= vecArith(op, &xs[o], &ys[o], &ds[o], m)
	}
	return n, bad != 0
}

// arithScalarVec is arithVec with a single value s: op 0-3 compute
// x op s, 4 s-x, 5 s/x.
func arithScalarVec(op int, xs []float64, s float64, ds []float64) (int, bool) {
	if !haveVec {
		return 0, false
	}
	n := len(ds) &^ 3
	bad := 0
	for o := 0; o < n; o += vecChunk {
		preemptPoint()
		m := min(vecChunk, n-o)
		bad |= vecArithScalar(op, &xs[o], s, &ds[o], m)
	}
	return n, bad != 0
}

// sqrtVec is arithVec for the square root.
func sqrtVec(xs, ds []float64) (int, bool) {
	if !haveVec {
		return 0, false
	}
	n := len(ds) &^ 3
	bad := 0
	for o := 0; o < n; o += vecChunk {
		preemptPoint()
		m := min(vecChunk, n-o)
		bad |= vecSqrt(&xs[o], &ds[o], m)
	}
	return n, bad != 0
}

//go:noescape
func vecMinMax(x *float64, n int, isMax int, lanes *[4]float64) int

// minMaxVec returns the maximum (or minimum) of xs (len >= 8) when it is
// unique in bits: ok is false when xs holds a NaN or the extremum is a
// zero (whose sign depends on which zero comes first), for the scalar
// loop to decide.
func minMaxVec(xs []float64, isMax bool) (float64, bool) {
	if !haveVec || len(xs) < 8 {
		return 0, false
	}
	mx := 0
	if isMax {
		mx = 1
	}
	n := len(xs) &^ 3
	var lanes [4]float64
	acc := xs[0]
	for o := 0; o < n; o += vecChunk {
		preemptPoint()
		m := min(vecChunk, n-o)
		if vecMinMax(&xs[o], m, mx, &lanes) != 0 {
			return 0, false
		}
		for _, v := range lanes {
			if (isMax && v > acc) || (!isMax && v < acc) {
				acc = v
			}
		}
	}
	for _, v := range xs[n:] {
		if v != v {
			return 0, false
		}
		if (isMax && v > acc) || (!isMax && v < acc) {
			acc = v
		}
	}
	if acc == 0 {
		return 0, false
	}
	return acc, true
}

//go:noescape
func vecCmpScalar(op int, x *float64, s float64, dst *bool, n int)

//go:noescape
func vecCmp(op int, x, y *float64, dst *bool, n int)

// cmpVec fills ds with xs[i] op ys[i] (ys nil: op s) for the largest
// multiple of 4 elements, returning how many it did. code is a cmpLT ..
// cmpNE comparison code.
func cmpVec(code int, xs, ys []float64, s float64, ds []bool) int {
	if !haveVec || code < cmpLT || code > cmpNE {
		return 0
	}
	op := code - cmpLT
	n := len(ds) &^ 3
	for o := 0; o < n; o += vecChunk {
		preemptPoint()
		m := min(vecChunk, n-o)
		if ys == nil {
			vecCmpScalar(op, &xs[o], s, &ds[o], m)
		} else {
			vecCmp(op, &xs[o], &ys[o], &ds[o], m)
		}
	}
	return n
}

//go:noescape
func vecBoolLogic(op int, x, y, dst *bool, n int)

//go:noescape
func vecCountTrue(x *bool, n int) int

// boolLogicVec fills ds with xs AND ys (or, with or, xs OR ys) for the
// largest multiple of 32 elements, returning how many it did.
func boolLogicVec(or bool, xs, ys, ds []bool) int {
	if !haveVec {
		return 0
	}
	op := 0
	if or {
		op = 1
	}
	n := len(ds) &^ 31
	xs, ys = xs[:len(ds)], ys[:len(ds)]
	for o := 0; o < n; o += vecChunk {
		preemptPoint()
		vecBoolLogic(op, &xs[o], &ys[o], &ds[o], min(vecChunk, n-o))
	}
	return n
}

// countTrueVec counts the true values among the largest multiple of 32
// leading elements of bs, returning the count and how many it read.
func countTrueVec(bs []bool) (count, done int) {
	if !haveVec {
		return 0, 0
	}
	n := len(bs) &^ 31
	for o := 0; o < n; o += vecChunk {
		preemptPoint()
		count += vecCountTrue(&bs[o], min(vecChunk, n-o))
	}
	return count, n
}
