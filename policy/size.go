package policy

import (
	"fmt"
	"strconv"
	"strings"
)

// ParseSize parses a byte size such as 1048576, 512KiB, 256MiB, 2GiB or
// 10MB, as the command-line flags for Limits.MaxMemoryBytes take it.
func ParseSize(s string) (int64, error) {
	units := []struct {
		suffix string
		mult   int64
	}{{"KiB", 1 << 10}, {"MiB", 1 << 20}, {"GiB", 1 << 30}, {"KB", 1000}, {"MB", 1000_000}, {"GB", 1000_000_000}, {"B", 1}}
	num, mult := s, int64(1)
	for _, u := range units {
		if strings.HasSuffix(s, u.suffix) {
			num, mult = strings.TrimSuffix(s, u.suffix), u.mult
			break
		}
	}
	n, err := strconv.ParseInt(strings.TrimSpace(num), 10, 64)
	if err != nil || n <= 0 || n > (1<<62)/mult {
		return 0, fmt.Errorf("invalid size %q (use e.g. 256MiB)", s)
	}
	return n * mult, nil
}

// With returns l with every non-zero field of o in place of its own: the
// way a caller overrides some limits and keeps the rest.
func (l Limits) With(o Limits) Limits {
	set := func(dst *int64, v int64) {
		if v != 0 {
			*dst = v
		}
	}
	seti := func(dst *int, v int) {
		if v != 0 {
			*dst = v
		}
	}
	set(&l.MaxOps, o.MaxOps)
	if o.MaxDuration != 0 {
		l.MaxDuration = o.MaxDuration
	}
	set(&l.MaxMemoryBytes, o.MaxMemoryBytes)
	seti(&l.MaxRecursion, o.MaxRecursion)
	seti(&l.MaxDataDepth, o.MaxDataDepth)
	seti(&l.MaxOutputChars, o.MaxOutputChars)
	seti(&l.MaxSourceBytes, o.MaxSourceBytes)
	set(&l.MaxWhileIterations, o.MaxWhileIterations)
	return l
}
