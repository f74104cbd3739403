//go:build !amd64

package numpy

// No vector kernels on this architecture: the scalar loops do all the
// elements (with the same results).

func arithVec(op int, xs, ys, ds []float64) (int, bool)                        { return 0, false }
func arithScalarVec(op int, xs []float64, s float64, ds []float64) (int, bool) { return 0, false }
func sqrtVec(xs, ds []float64) (int, bool)                                     { return 0, false }

func minMaxVec(xs []float64, isMax bool) (float64, bool) { return 0, false }

func cmpVec(code int, xs, ys []float64, s float64, ds []bool) int { return 0 }

func boolLogicVec(or bool, xs, ys, ds []bool) int { return 0 }

func countTrueVec(bs []bool) (count, done int) { return 0, 0 }
