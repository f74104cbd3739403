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
