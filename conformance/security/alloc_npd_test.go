package security_test

import (
	"context"
	"errors"
	"runtime"
	"testing"

	"github.com/kraitpy/krait"
)

// npdAllocCases are numpy and pandas calls whose Go-side copies are
// sized by program data (chargecheck's data-sized sites in stdlib/numpy
// and stdlib/pandas): each must stop with the memory limit having
// allocated at most allocFactor times the budget, as allocCases. The
// programs keep what they build small next to what the call would copy,
// so that an uncharged copy shows as allocation past the factor, or as
// no memory error at all.
var npdAllocCases = []struct {
	name, code string
}{
	// read_csv's tokenizer: a line of n separators is n+1 fields of 16
	// bytes (n bytes of text charged); nrows=0 stops after the line.
	{"read_csv_wide_line", "import io\nimport pandas as pd\npd.read_csv(io.StringIO(',' * 2_000_000), header=None, nrows=0)"},
	// describe's labels: one per percentile.
	{"describe_percentiles", "import pandas as pd\npd.Series([1.0]).describe(percentiles=[i / 200_000 for i in range(200_000)])"},
	// Arguments forwarded once per lane or group, after the lane or
	// group: apply_along_axis's extra arguments and a groupby
	// transform's (each copy is garbage at once, but all are made within
	// one call). "".format takes any arguments without copying them.
	{"apply_along_axis_args", "import numpy as np\nargs = [0] * 100_000\nnp.apply_along_axis(\"\".format, 0, np.zeros((1, 2_000)), *args)"},
	{"groupby_transform_args", "import pandas as pd\nargs = [0] * 100_000\ndf = pd.DataFrame({'k': range(2_000), 'v': 0.0})\ndf.groupby('k').transform(\"\".format, *args)"},
}

// TestNumpyPandasAllocationHonesty runs npdAllocCases one at a time (see
// TestAllocationHonesty).
func TestNumpyPandasAllocationHonesty(t *testing.T) {
	for _, c := range npdAllocCases {
		t.Run(c.name, func(t *testing.T) {
			ex := allocExecutor(t, "numpy", "pandas", "io")
			runtime.GC()
			before := heapAllocs()
			_, err, p := runGuarded(context.Background(), ex, c.code)
			used := heapAllocs() - before
			if p != "" {
				t.Fatalf("Go panic escaped Run: %s", p)
			}
			if !errors.Is(err, krait.ErrMemoryLimit) {
				t.Errorf("want the memory limit, got %T: %v", err, err)
			}
			t.Logf("%d MiB allocated", used>>20)
			if used > allocFactor*allocLimit {
				t.Errorf("allocated %d MiB before stopping, more than %d x the %d MiB budget",
					used>>20, allocFactor, allocLimit>>20)
			}
		})
	}
}
