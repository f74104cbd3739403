package py

import (
	"context"
	"io"
)

// Limits are the resource bounds of one run. A zero field means the
// default from DefaultLimits; "unlimited" must be asked for explicitly
// with a negative value.
type Limits struct {
	MaxOps       int64 // operation budget
	MaxMemory    int64 // bytes of accounted allocations
	MaxDepth     int   // Python call depth (RecursionError beyond it)
	MaxDataDepth int   // nesting of data walked by repr/eq/hash/copy/json
	MaxOutput    int64 // characters printed
}

// DefaultLimits returns krait's finite defaults.
func DefaultLimits() Limits {
	return Limits{
		MaxOps:       10_000_000,
		MaxMemory:    256 << 20,
		MaxDepth:     1000,
		MaxDataDepth: 1000,
		MaxOutput:    50_000,
	}
}

// Thread is the state of one running program: its budgets, its output and
// its cancellation. It is not safe for concurrent use, except Cancel.
type Thread struct {
	Ctx    context.Context
	Limits Limits
	Stdout io.Writer

	ops    int64 // operations charged so far
	memory int64 // bytes charged so far
	depth  int   // current Python call depth
	// cancelled is set (atomically) by Cancel or by the context.
	cancelled int32
}
