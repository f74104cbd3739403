package numpy

import (
	"math"
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/kraitpy/krait/py"
)

// This file splits a float64 matrix product into blocks of rows, run by
// up to maxMatmulWorkers goroutines (numpy's OpenBLAS also uses every
// core for a large product). Every output element is still one fused
// multiply-add chain over k in order, so the result does not depend on
// how the rows are split or on how many goroutines ran. The calling
// goroutine takes part and polls the run's deadline and cancellation
// before each of its blocks (the work itself was charged before); when it stops
// the others finish their current block and take no more, and it waits
// for them before returning, so no goroutine outlives the call or reads
// an operand after it.

const (
	// maxMatmulWorkers bounds the goroutines one product uses.
	maxMatmulWorkers = 8
	// matmulParMin is the smallest product (n*k*p multiply-adds) worth
	// starting goroutines for: below it a product takes microseconds.
	matmulParMin = 1 << 20
	// matmulChunkWork is about how many multiply-adds one block of rows
	// does, the spacing of the deadline polls.
	matmulChunkWork = 1 << 19
)

// matmulFloat computes the (n, p) product of the C-contiguous (n, k) a
// and (k, p) b into c (whatever it held before), on as many goroutines as GOMAXPROCS
// allows (at most maxMatmulWorkers) when the product is large.
func matmulFloat(t *py.Thread, a, b, c []float64, n, k, p int) error {
	workers := 1
	if int64(n)*int64(k)*int64(p) >= matmulParMin {
		workers = min(runtime.GOMAXPROCS(0), maxMatmulWorkers)
	}
	return matmulFloatWorkers(t, a, b, c, n, k, p, workers)
}

// matmulFloatWorkers is matmulFloat on at most workers goroutines
// (counting the caller's).
func matmulFloatWorkers(t *py.Thread, a, b, c []float64, n, k, p, workers int) error {
	chunk := 8 // a multiple of every kernel's rows
	if kp := k * p; kp > 0 && matmulChunkWork/kp > chunk {
		chunk = (matmulChunkWork / kp) &^ 7
	}
	nchunks := (n + chunk - 1) / chunk
	workers = max(1, min(workers, nchunks))
	var (
		next     atomic.Int64
		stop     atomic.Bool
		wg       sync.WaitGroup
		panicked atomic.Pointer[any]
	)
	// block computes the next block of rows; false when none is left or
	// the product was stopped.
	block := func() bool {
		i := int(next.Add(1) - 1)
		if i >= nchunks || stop.Load() {
			return false
		}
		r0 := i * chunk
		matmulRows(a, b, c, n, k, p, r0, min(r0+chunk, n))
		return true
	}
	for w := 1; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer func() {
				if r := recover(); r != nil {
					panicked.CompareAndSwap(nil, &r)
					stop.Store(true)
				}
			}()
			for block() {
			}
		}()
	}
	defer func() {
		stop.Store(true)
		wg.Wait()
		if r := panicked.Load(); r != nil {
			panic(*r) // a worker's panic, raised where the run contains it
		}
	}()
	for {
		if err := t.Poll(); err != nil {
			return err
		}
		if !block() {
			return nil
		}
	}
}

// matmulRows computes rows [r0, r1) of the product: the tile kernel
// where it covers them, the scalar fused multiply-add loop for the edges
// (the same chain, so the same digits).
func matmulRows(a, b, c []float64, n, k, p, r0, r1 int) {
	tr, cols := matmulTiles(a, b, c, n, k, p, r0, r1)
	for i := r0; i < r1; i++ {
		j0 := 0
		if i < tr {
			j0 = cols
		}
		if j0 >= p {
			continue
		}
		row := c[i*p+j0 : (i+1)*p]
		clear(row) // c may be a recycled buffer
		for l := 0; l < k; l++ {
			av := a[i*k+l]
			brow := b[l*p+j0 : (l+1)*p]
			for j := range row {
				row[j] = math.FMA(av, brow[j], row[j])
			}
		}
	}
}
