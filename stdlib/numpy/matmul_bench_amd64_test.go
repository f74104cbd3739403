package numpy

import (
	"math"
	"runtime"
	"syscall"
	"testing"
)

// threadCPU is the CPU time of the calling OS thread (RUSAGE_THREAD),
// which other processes' load does not inflate as it does wall time.
func threadCPU() int64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(1, &ru); err != nil { // 1: RUSAGE_THREAD
		return 0
	}
	return ru.Utime.Nano() + ru.Stime.Nano()
}

// cpuRun runs f b.N times on one locked OS thread and reports its CPU
// time per run as cpu-ns/op next to the wall time.
func cpuRun(b *testing.B, f func()) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	c0 := threadCPU()
	b.ResetTimer()
	for it := 0; it < b.N; it++ {
		f()
	}
	b.ReportMetric(float64(threadCPU()-c0)/float64(b.N), "cpu-ns/op")
}

// BenchmarkMatmulKernel times a 300x300 float product on one goroutine
// with each kernel this machine has: the AVX2 4x8 tiles with the scalar
// loop for the edges, and the AVX-512 16-column panels.
func BenchmarkMatmulKernel(b *testing.B) {
	n, k, p := 300, 300, 300
	a, bb := testMatrices(n, k, p)
	c := make([]float64, n*p)
	b.Run("avx2", func(b *testing.B) {
		if !haveFMA {
			b.Skip("no AVX2/FMA")
		}
		cpuRun(b, func() {
			for r0 := 0; r0 < n; r0 += 8 {
				r1 := min(r0+8, n)
				tr, cols := tiles256(a, bb, c, n, k, p, r0, r1)
				for i := r0; i < r1; i++ {
					j0 := 0
					if i < tr {
						j0 = cols
					}
					row := c[i*p+j0 : (i+1)*p]
					clear(row)
					for l := 0; l < k; l++ {
						av, brow := a[i*k+l], bb[l*p+j0:(l+1)*p]
						for j := range row {
							row[j] = math.FMA(av, brow[j], row[j])
						}
					}
				}
			}
		})
	})
	b.Run("avx512", func(b *testing.B) {
		if !have512 {
			b.Skip("no AVX-512")
		}
		cpuRun(b, func() { matmulRows(a, bb, c, n, k, p, 0, n) })
	})
}
