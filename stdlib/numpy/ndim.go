package numpy

import (
	"math"

	"github.com/kraitpy/krait/py"
)

// numpy's limit of maxDims (32) dimensions. Every way a program gives an
// array more dimensions than its inputs have (a shape argument, reshape,
// indexing with newaxis, expand_dims, stack, tile, indices, meshgrid, ix_,
// outer, nested lists, sliding windows) checks it with numpy's error
// before building the shape, so code that allocates one slot per
// dimension allocates at most a few times maxDims.

// checkNdim is numpy's ValueError for an array of n > maxDims dimensions.
func checkNdim(n int) error {
	if n > maxDims {
		return py.NewValueError("maximum supported dimension for an ndarray is 32, found %d", n)
	}
	return nil
}

// checkIndexNdim is numpy's IndexError for an indexing result of n >
// maxDims dimensions.
func checkIndexNdim(n int) error {
	if n > maxDims {
		return py.NewIndexError("number of dimensions must be within [0, 32], indexing result would have %d", n)
	}
	return nil
}

// seqLen returns the length of a tuple or list argument (-1 for other
// values), to check a shape's length before converting it.
func seqLen(v py.Value) int {
	switch x := v.(type) {
	case *py.Tuple:
		return x.Len()
	case *py.List:
		return x.Len()
	}
	return -1
}

// viewBytes is what a view of an array holds (its Array and Python
// object, shape and strides), charged when a function makes one view per
// row.
const viewBytes = 256

// chargeViews charges the memory of n views before a function makes
// them. n is often one dimension of an array, which the array's size
// does not bound when another dimension is 0 (np.zeros((2**56, 0))), and
// n*viewBytes must not wrap around.
func chargeViews(t *py.Thread, n int) error {
	if n < 0 || int64(n) > math.MaxInt64/viewBytes {
		return t.Alloc(-1)
	}
	return t.Alloc(int64(n) * viewBytes)
}
