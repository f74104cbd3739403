package numpy_test

import (
	"strings"
	"testing"

	"github.com/kraitpy/krait/py"
)

// TestFormatFloatBuffer: format_float_positional/scientific write into
// numpy's 16384-byte Dragon4 buffer, so their sizes from data (pad_left,
// pad_right, precision, min_digits, exp_digits) make at most a buffer's
// text. Expected values from numpy 1.24.2; pad_left=2*10**8 (which made a
// 200 MB string before, and crashes numpy) fits a 32 MiB budget.
func TestFormatFloatBuffer(t *testing.T) {
	src := `import numpy as np
print(np.format_float_scientific(1.0, exp_digits=100), np.format_float_scientific(-2.5e-300, exp_digits=6, precision=3))
for p in [16382, 16383, 20000, 2 * 10**8]:
    a = np.format_float_positional(1.0, pad_left=p)
    b = np.format_float_positional(-1.0, pad_right=p)
    print(p, len(a), repr(a[-4:]), len(b), repr(b[:4]), repr(b[-3:]))
s = np.format_float_positional(0.1, precision=20000, unique=False)
print(len(s), s[:12], s[-3:])
s = np.format_float_positional(0.1, min_digits=10**9)
print(len(s), s[:12], s[-3:])
print(len(np.format_float_scientific(1.0, pad_left=10**9, precision=10**9, unique=False)) < 40000)
`
	want := `1.e+00000 -2.5e-00300
16382 16383 '  1.' 16383 '-1. ' '   '
16383 16383 '   1' 16383 '-1. ' '   '
20000 16383 '    ' 16383 '-1. ' '   '
200000000 16383 '    ' 16383 '-1. ' '   '
16383 0.1000000000 000
16383 0.1000000000 000
True
`
	out, err := run(t, src, py.Limits{MaxMemory: 32 << 20, MaxOps: 1 << 30})
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if strings.TrimSpace(out) != strings.TrimSpace(want) {
		t.Errorf("got\n%s\nwant\n%s", out, want)
	}
}
