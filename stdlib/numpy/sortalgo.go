package numpy

import "math/bits"

// This file holds numpy's default sorting algorithms written out for
// Go: its introsort ("quicksort": median-of-3 partitioning, insertion
// sort below 16 elements, heapsort past 2*log2(n) levels) for values and
// for argsort. The order argsort gives equal elements depends on these
// exact steps, so they follow numpy's npysort rather than Go's sort.

// smallQuicksort is numpy's SMALL_QUICKSORT.
const smallQuicksort = 15

// lessFn orders two elements; for floats NaN sorts last.
type lessFn[T any] func(a, b T) bool

// floatLess is numpy's FLOAT_LT: NaNs after everything.
func floatLess(a, b float64) bool { return a < b || (b != b && a == a) }

// intLess orders int64s.
func intLess(a, b int64) bool { return a < b }

// boolLess orders bools (False first).
func boolLess(a, b bool) bool { return !a && b }

// complexLessNaN is numpy's CFLOAT_LT (NaNs last).
func complexLessNaN(a, b complex128) bool {
	ar, ai, br, bi := real(a), imag(a), real(b), imag(b)
	if ar < br {
		return ai == ai || bi != bi
	} else if ar > br {
		return bi != bi && ai == ai
	} else if ar == br || (ar != ar && br != br) {
		return ai < bi || (bi != bi && ai == ai)
	}
	return br != br
}

// msb is numpy's npy_get_msb: the index of the highest set bit.
func msb(n int) int {
	if n <= 0 {
		return 0
	}
	return bits.Len(uint(n)) - 1
}

// quicksort sorts v in place as numpy's quicksort does.
func quicksort[T any](v []T, less lessFn[T]) {
	num := len(v)
	if num <= 1 {
		return
	}
	type span struct{ l, r, depth int }
	var stack []span
	pl, pr := 0, num-1
	cdepth := msb(num) * 2
	for {
		if cdepth < 0 {
			heapsort(v[pl:pr+1], less)
			goto pop
		}
		for pr-pl > smallQuicksort {
			pm := pl + (pr-pl)>>1
			if less(v[pm], v[pl]) {
				v[pm], v[pl] = v[pl], v[pm]
			}
			if less(v[pr], v[pm]) {
				v[pr], v[pm] = v[pm], v[pr]
			}
			if less(v[pm], v[pl]) {
				v[pm], v[pl] = v[pl], v[pm]
			}
			vp := v[pm]
			pi, pj := pl, pr-1
			v[pm], v[pj] = v[pj], v[pm]
			for {
				pi++
				for less(v[pi], vp) {
					pi++
				}
				pj--
				for less(vp, v[pj]) {
					pj--
				}
				if pi >= pj {
					break
				}
				v[pi], v[pj] = v[pj], v[pi]
			}
			pk := pr - 1
			v[pi], v[pk] = v[pk], v[pi]
			cdepth--
			if pi-pl < pr-pi {
				stack = append(stack, span{pi + 1, pr, cdepth}) //krait:alloc-ok at most log2(len(v)) <= 64 spans: the larger part is pushed, the smaller sorted next
				pr = pi - 1
			} else {
				stack = append(stack, span{pl, pi - 1, cdepth}) //krait:alloc-ok at most log2(len(v)) <= 64 spans: the larger part is pushed, the smaller sorted next
				pl = pi + 1
			}
		}
		for pi := pl + 1; pi <= pr; pi++ {
			vp := v[pi]
			pj := pi
			for pj > pl && less(vp, v[pj-1]) {
				v[pj] = v[pj-1]
				pj--
			}
			v[pj] = vp
		}
	pop:
		if len(stack) == 0 {
			return
		}
		top := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		pl, pr, cdepth = top.l, top.r, top.depth
	}
}

// heapsort is numpy's heapsort (1-based heap over v).
func heapsort[T any](v []T, less lessFn[T]) {
	n := len(v)
	a := func(i int) *T { return &v[i-1] }
	for l := n >> 1; l > 0; l-- {
		tmp := *a(l)
		i, j := l, l<<1
		for j <= n {
			if j < n && less(*a(j), *a(j + 1)) {
				j++
			}
			if less(tmp, *a(j)) {
				*a(i) = *a(j)
				i = j
				j += j
			} else {
				break
			}
		}
		*a(i) = tmp
	}
	for ; n > 1; n-- {
		tmp := *a(n)
		*a(n) = *a(1)
		i, j := 1, 2
		for j <= n-1 {
			if j < n-1 && less(*a(j), *a(j + 1)) {
				j++
			}
			if less(tmp, *a(j)) {
				*a(i) = *a(j)
				i = j
				j += j
			} else {
				break
			}
		}
		*a(i) = tmp
	}
}

// argQuicksort sorts the index slice tosort by v[tosort[i]] as numpy's
// aquicksort does.
func argQuicksort[T any](v []T, tosort []int, less lessFn[T]) {
	num := len(tosort)
	if num <= 1 {
		return
	}
	type span struct{ l, r, depth int }
	var stack []span
	pl, pr := 0, num-1
	cdepth := msb(num) * 2
	for {
		if cdepth < 0 {
			argHeapsort(v, tosort[pl:pr+1], less)
			goto pop
		}
		for pr-pl > smallQuicksort {
			pm := pl + (pr-pl)>>1
			if less(v[tosort[pm]], v[tosort[pl]]) {
				tosort[pm], tosort[pl] = tosort[pl], tosort[pm]
			}
			if less(v[tosort[pr]], v[tosort[pm]]) {
				tosort[pr], tosort[pm] = tosort[pm], tosort[pr]
			}
			if less(v[tosort[pm]], v[tosort[pl]]) {
				tosort[pm], tosort[pl] = tosort[pl], tosort[pm]
			}
			vp := v[tosort[pm]]
			pi, pj := pl, pr-1
			tosort[pm], tosort[pj] = tosort[pj], tosort[pm]
			for {
				pi++
				for less(v[tosort[pi]], vp) {
					pi++
				}
				pj--
				for less(vp, v[tosort[pj]]) {
					pj--
				}
				if pi >= pj {
					break
				}
				tosort[pi], tosort[pj] = tosort[pj], tosort[pi]
			}
			pk := pr - 1
			tosort[pi], tosort[pk] = tosort[pk], tosort[pi]
			cdepth--
			if pi-pl < pr-pi {
				stack = append(stack, span{pi + 1, pr, cdepth}) //krait:alloc-ok at most log2(len(v)) <= 64 spans: the larger part is pushed, the smaller sorted next
				pr = pi - 1
			} else {
				stack = append(stack, span{pl, pi - 1, cdepth}) //krait:alloc-ok at most log2(len(v)) <= 64 spans: the larger part is pushed, the smaller sorted next
				pl = pi + 1
			}
		}
		for pi := pl + 1; pi <= pr; pi++ {
			vi := tosort[pi]
			vp := v[vi]
			pj := pi
			for pj > pl && less(vp, v[tosort[pj-1]]) {
				tosort[pj] = tosort[pj-1]
				pj--
			}
			tosort[pj] = vi
		}
	pop:
		if len(stack) == 0 {
			return
		}
		top := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		pl, pr, cdepth = top.l, top.r, top.depth
	}
}

// argHeapsort is numpy's aheapsort.
func argHeapsort[T any](v []T, tosort []int, less lessFn[T]) {
	n := len(tosort)
	a := func(i int) *int { return &tosort[i-1] }
	for l := n >> 1; l > 0; l-- {
		tmp := *a(l)
		i, j := l, l<<1
		for j <= n {
			if j < n && less(v[*a(j)], v[*a(j + 1)]) {
				j++
			}
			if less(v[tmp], v[*a(j)]) {
				*a(i) = *a(j)
				i = j
				j += j
			} else {
				break
			}
		}
		*a(i) = tmp
	}
	for ; n > 1; n-- {
		tmp := *a(n)
		*a(n) = *a(1)
		i, j := 1, 2
		for j <= n-1 {
			if j < n-1 && less(v[*a(j)], v[*a(j + 1)]) {
				j++
			}
			if less(v[tmp], v[*a(j)]) {
				*a(i) = *a(j)
				i = j
				j += j
			} else {
				break
			}
		}
		*a(i) = tmp
	}
}

// stableArgsort sorts indices stably (numpy's mergesort/timsort results
// are the unique stable order).
func stableArgsort[T any](v []T, tosort []int, less lessFn[T]) {
	buf := make([]int, len(tosort))
	var rec func(lo, hi int)
	rec = func(lo, hi int) {
		if hi-lo <= 16 {
			for i := lo + 1; i < hi; i++ {
				x := tosort[i]
				j := i
				for j > lo && less(v[x], v[tosort[j-1]]) {
					tosort[j] = tosort[j-1]
					j--
				}
				tosort[j] = x
			}
			return
		}
		mid := (lo + hi) / 2
		rec(lo, mid)
		rec(mid, hi)
		if !less(v[tosort[mid]], v[tosort[mid-1]]) {
			return
		}
		copy(buf[lo:hi], tosort[lo:hi])
		i, j, k := lo, mid, lo
		for i < mid && j < hi {
			if less(v[buf[j]], v[buf[i]]) {
				tosort[k] = buf[j]
				j++
			} else {
				tosort[k] = buf[i]
				i++
			}
			k++
		}
		for ; i < mid; i++ {
			tosort[k] = buf[i]
			k++
		}
		for ; j < hi; j++ {
			tosort[k] = buf[j]
			k++
		}
	}
	rec(0, len(tosort))
}

//go:generate go run gen_sortnum.go

// ltNaN orders numbers with NaN last (for ints the NaN test is never
// true): numpy's FLOAT_LT and LONG_LT in one.
func ltNaN[T int64 | float64](a, b T) bool { return a < b || (b != b && a == a) }

// ltPlain is < (for data without NaN, where it equals ltNaN).
func ltPlain[T int64 | float64](a, b T) bool { return a < b }

// hasNaN reports whether a float slice holds a NaN.
func hasNaN(v []float64) bool {
	for _, x := range v {
		if x != x {
			return true
		}
	}
	return false
}

// sortFloats sorts as numpy's quicksort does.
func sortFloats(v []float64) {
	if hasNaN(v) {
		quicksortNaN(v)
	} else {
		quicksortLt(v)
	}
}

// argsortFloats sorts indices as numpy's argsort does.
func argsortFloats(v []float64, idx []int) {
	if hasNaN(v) {
		argQuicksortNaN(v, idx)
	} else {
		argQuicksortLt(v, idx)
	}
}
