package libm

import "math"

// Hypot is glibc 2.36's hypot(x, y), which CPython's abs() of a complex
// number and complex powers call: the larger and smaller magnitudes are
// scaled away from overflow and underflow, then sqrt(ax^2 + ay^2) is
// corrected by one Newton-like step (glibc's generic kernel, no FMA).
func Hypot(x, y float64) float64 {
	if math.IsInf(x, 0) || math.IsInf(y, 0) {
		return math.Inf(1)
	}
	if math.IsNaN(x) || math.IsNaN(y) {
		return x + y
	}
	x, y = math.Abs(x), math.Abs(y)
	ax, ay := x, y
	if x < y {
		ax, ay = y, x
	}
	const scale, large, tiny, eps = 0x1p-600, 0x1p+511, 0x1p-459, 0x1p-54
	switch {
	case ax > large:
		if ay <= float64(ax*eps) {
			return ax + ay
		}
		return hypotKernel(ax*scale, ay*scale) / scale
	case ay < tiny:
		if ax >= ay/eps {
			return ax + ay
		}
		return hypotKernel(ax/scale, ay/scale) * scale
	case ay <= float64(ax*eps):
		return ax + ay
	}
	return hypotKernel(ax, ay)
}

// hypotKernel is sqrt(ax^2 + ay^2) for ax >= ay >= 0 whose squares neither
// overflow nor underflow.
func hypotKernel(ax, ay float64) float64 {
	h := math.Sqrt(float64(ax*ax) + float64(ay*ay))
	var t1, t2 float64
	if h <= 2*ay {
		delta := h - ay
		t1 = float64(ax * (2*delta - ax))
		t2 = float64((delta - 2*(ax-ay)) * delta)
	} else {
		delta := h - ax
		t1 = float64(float64(2*delta) * (ax - 2*ay))
		t2 = float64((4*delta-ay)*ay) + float64(delta*delta)
	}
	return h - (t1+t2)/(2*h)
}
