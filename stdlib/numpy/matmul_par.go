package numpy

import (
	"math"
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/kraitpy/krait/py"
)

// This file splits a float64 matrix product into blocks of rows, run by
// the calling goroutine and up to maxMatmulWorkers-1 helpers (numpy's
// OpenBLAS also uses every core for a large product). Every output
// element is still one fused multiply-add chain over k in order, so the
// result does not depend on how the rows are split or on how many
// goroutines ran.
//
// The helpers are CPU the run borrows (py.Thread.Helpers): under a
// host's scheduler (krait.Scheduler) only the slots no run is waiting
// for, each given back as its helper stops, and a helper takes no more
// blocks once a run waits, so a tenant's product never delays another
// tenant by more than a block (about matmulChunkWork multiply-adds,
// tens of microseconds); the time the helpers held their slots counts
// in the tenant's share. The work was charged to the op budget before,
// whoever does it. The caller polls the run's deadline and cancellation
// before each of its blocks; when it stops, the helpers finish their
// current block and take no more, and it waits for them before
// returning, so no goroutine outlives the call or reads an operand
// after it.

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
// and (k, p) b into c (whatever it held before), with helper goroutines
// (as many as GOMAXPROCS allows, at most maxMatmulWorkers in all, and
// as the run may borrow) when the product is large.
func matmulFloat(t *py.Thread, a, b, c []float64, n, k, p int) error {
	want := 0
	if int64(n)*int64(k)*int64(p) >= matmulParMin {
		want = min(runtime.GOMAXPROCS(0), maxMatmulWorkers, matmulBlocks(n, k, p)) - 1
	}
	helpers, contended, giveBack := t.Helpers(want)
	return matmulFloatWorkers(t, a, b, c, n, k, p, helpers, contended, giveBack)
}

// matmulChunk is the rows of one block of an (n, k) @ (k, p) product,
// and matmulBlocks how many blocks it has.
func matmulChunk(k, p int) int {
	chunk := 8 // a multiple of every kernel's rows
	if kp := k * p; kp > 0 && matmulChunkWork/kp > chunk {
		chunk = (matmulChunkWork / kp) &^ 7
	}
	return chunk
}

func matmulBlocks(n, k, p int) int {
	chunk := matmulChunk(k, p)
	return (n + chunk - 1) / chunk
}

// matmulFloatWorkers is matmulFloat with the given number of helper
// goroutines, which stop taking blocks once contended reports true and
// each call giveBack as they stop.
func matmulFloatWorkers(t *py.Thread, a, b, c []float64, n, k, p, helpers int, contended func() bool, giveBack func()) error {
	chunk := matmulChunk(k, p)
	nchunks := (n + chunk - 1) / chunk
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
	for w := 0; w < helpers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer giveBack()
			defer func() {
				if r := recover(); r != nil {
					panicked.CompareAndSwap(nil, &r)
					stop.Store(true)
				}
			}()
			for !contended() && block() {
			}
		}()
	}
	defer func() {
		stop.Store(true)
		wg.Wait()
		if r := panicked.Load(); r != nil {
			panic(*r) // a helper's panic, raised where the run contains it
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
