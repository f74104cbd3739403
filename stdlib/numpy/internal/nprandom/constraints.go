package nprandom

import "math"

// Constraint is a condition numpy checks on a distribution's parameter
// before drawing (its CONS_* values), with numpy's error messages.
type Constraint int

// The parameter constraints of numpy 1.24's check_constraint.
const (
	ConsNone Constraint = iota
	ConsNonNegative
	ConsPositive
	ConsPositiveNotNaN
	ConsBounded01
	ConsBoundedGT01
	ConsBoundedLT01
	ConsGT1
	ConsGTE1
	ConsPoisson
	ConsLegacyPoisson
)

// PoissonLamMax is the largest lam Generator.poisson accepts; the legacy
// bound is the same on 64-bit Linux, where C long is int64.
var PoissonLamMax = float64(math.MaxInt64) - math.Sqrt(float64(math.MaxInt64))*10

// Check returns numpy's ValueError when v breaks the constraint; name is
// the parameter's name in the message.
func (c Constraint) Check(name string, v float64) error {
	nan := math.IsNaN(v)
	switch c {
	case ConsNonNegative:
		if !nan && math.Signbit(v) {
			return valueErrorf("%s < 0", name)
		}
	case ConsPositive, ConsPositiveNotNaN:
		if c == ConsPositiveNotNaN && nan {
			return valueErrorf("%s must not be NaN", name)
		}
		if v <= 0 {
			return valueErrorf("%s <= 0", name)
		}
	case ConsBounded01:
		if !(v >= 0) || !(v <= 1) {
			return valueErrorf("%[1]s < 0, %[1]s > 1 or %[1]s is NaN", name)
		}
	case ConsBoundedGT01:
		if !(v > 0) || !(v <= 1) {
			return valueErrorf("%[1]s <= 0, %[1]s > 1 or %[1]s contains NaNs", name)
		}
	case ConsBoundedLT01:
		if !(v >= 0) || !(v < 1) {
			return valueErrorf("%[1]s < 0, %[1]s >= 1 or %[1]s is NaN", name)
		}
	case ConsGT1:
		if !(v > 1) {
			return valueErrorf("%[1]s <= 1 or %[1]s is NaN", name)
		}
	case ConsGTE1:
		if !(v >= 1) {
			return valueErrorf("%[1]s < 1 or %[1]s is NaN", name)
		}
	case ConsPoisson, ConsLegacyPoisson:
		if !(v >= 0) {
			return valueErrorf("%[1]s < 0 or %[1]s is NaN", name)
		}
		if !(v <= PoissonLamMax) {
			return valueErrorf("%s value too large", name)
		}
	}
	return nil
}

// CheckArray is Check for an array parameter (numpy's
// check_array_constraint): the same conditions over all elements, with
// the array messages ("contains NaNs"; for poisson the bound is checked
// first, so a NaN lam is "value too large").
func (c Constraint) CheckArray(name string, vs []float64) error {
	some := func(bad func(float64) bool) bool {
		for _, v := range vs {
			if bad(v) {
				return true
			}
		}
		return false
	}
	switch c {
	case ConsNonNegative:
		if some(func(v float64) bool { return !math.IsNaN(v) && math.Signbit(v) }) {
			return valueErrorf("%s < 0", name)
		}
	case ConsPositive, ConsPositiveNotNaN:
		if c == ConsPositiveNotNaN && some(math.IsNaN) {
			return valueErrorf("%s must not be NaN", name)
		}
		if some(func(v float64) bool { return v <= 0 }) {
			return valueErrorf("%s <= 0", name)
		}
	case ConsBounded01:
		if some(func(v float64) bool { return !(v >= 0) || !(v <= 1) }) {
			return valueErrorf("%[1]s < 0, %[1]s > 1 or %[1]s contains NaNs", name)
		}
	case ConsBoundedGT01:
		if some(func(v float64) bool { return !(v > 0) || !(v <= 1) }) {
			return valueErrorf("%[1]s <= 0, %[1]s > 1 or %[1]s contains NaNs", name)
		}
	case ConsBoundedLT01:
		if some(func(v float64) bool { return !(v >= 0) || !(v < 1) }) {
			return valueErrorf("%[1]s < 0, %[1]s >= 1 or %[1]s contains NaNs", name)
		}
	case ConsGT1:
		if some(func(v float64) bool { return !(v > 1) }) {
			return valueErrorf("%[1]s <= 1 or %[1]s contains NaNs", name)
		}
	case ConsGTE1:
		if some(func(v float64) bool { return !(v >= 1) }) {
			return valueErrorf("%[1]s < 1 or %[1]s contains NaNs", name)
		}
	case ConsPoisson, ConsLegacyPoisson:
		if some(func(v float64) bool { return !(v <= PoissonLamMax) }) {
			return valueErrorf("%s value too large", name)
		}
		if some(func(v float64) bool { return !(v >= 0) }) {
			return valueErrorf("%[1]s < 0 or %[1]s contains NaNs", name)
		}
	}
	return nil
}
