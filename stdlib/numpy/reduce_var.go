package numpy

import (
	"math"

	"github.com/kraitpy/krait/py"
)

// sumSquaredDeviations is the sum that numpy's _var computes as
// add.reduce((a - mean) * (a - mean)), without making either array:
// for each block j of s over a, the squared deviations from mean[j]
// are written, bufSize at a time, to a scratch run and summed as
// sumFloatBlock sums the runs of the array numpy makes. So the result
// has the same bits as the array path's.
//
// It applies when a is a non-empty float64 or int64 array in C or
// Fortran order (numpy then lays the deviations out as a, so they are
// summed in a's order: sumOrder) and mean a contiguous float64 array
// of one value per block. ok is false otherwise, and when a sum is not
// finite: a deviation or a square overflowed or is invalid, or a sum
// overflowed, and the array path, which issues numpy's warnings for
// those, must run instead.
func (m *Module) sumSquaredDeviations(t *py.Thread, a *Array, s *reduceSpec, mean *Array) (out *Array, ok bool, err error) {
	if a.width != 0 || (a.kind != Float64 && a.kind != Int64) || s.count == 0 || !a.dense() ||
		mean.kind != Float64 || mean.off != 0 || !mean.isContiguous() || len(mean.f) != shapeSize(s.outer) {
		return nil, false, nil
	}
	// The deviations, the squares and the sum: the work of the three
	// loops this replaces.
	if err := t.Charge(3 * int64(a.Size())); err != nil {
		return nil, false, err
	}
	out, err = alloc(t, Float64, s.outShape)
	if err != nil {
		return nil, false, err
	}
	scratch := make([]float64, min(bufSize, max(s.count, 1))) //krait:alloc-ok at most bufSize (8192) floats
	ks, pairwise := s.sumOrder(a)
	ok = true
	s.forEachBlock(a.off, func(j, off int) {
		if !ok {
			return
		}
		mu := mean.f[j]
		acc, first := 0.0, true
		ks.rows(a, off, func(o, n, stride int) {
			for c := 0; c < n; c += bufSize {
				run := scratch[:min(bufSize, n-c)]
				base := o + c*stride
				if a.kind == Float64 && stride == 1 {
					// The contiguous case without the index arithmetic
					// and bounds checks of the general loop (the same
					// values).
					for k, v := range a.f[base : base+len(run)] {
						d := v - mu
						run[k] = d * d
					}
				} else if a.kind == Float64 {
					for k := range run {
						d := a.f[base+k*stride] - mu
						run[k] = d * d
					}
				} else {
					for k := range run {
						d := float64(a.i[base+k*stride]) - mu
						run[k] = d * d
					}
				}
				if pairwise {
					acc += pairwiseSum1(run)
					continue
				}
				for _, v := range run {
					if first {
						acc, first = v, false
						continue
					}
					acc += v
				}
			}
		})
		if math.IsInf(acc, 0) || math.IsNaN(acc) {
			ok = false
			return
		}
		out.f[j] = acc
	})
	if !ok {
		return nil, false, nil
	}
	return out, true, nil
}

// dense reports whether a's elements fill its buffer's span without
// gaps in C or Fortran order.
func (a *Array) dense() bool { return a.isContiguous() || a.isFContiguous() }
